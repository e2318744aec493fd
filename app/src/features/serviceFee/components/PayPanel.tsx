// Paying the fee due: the channel, the pay button and, when the last attempt charged nothing, why —
// beside the button (one message, no toast), with the QR code as the way on when the wallet refused.
// While the pre-order check refuses, no pay button: only the way to what blocks it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EndpointResponse, ServiceFeeChannel } from '@merchant-h5/sdk';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { formatYuan } from '../../../lib/format';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { payButtonLabel } from '../../../lib/pay/useWalletPayment';
import { useServiceFeePayment } from '../hooks/useServiceFeePayment';
import { blockerFix, CERTIFY_TEXT } from './OrderBlockedNotice';

type Channel = ServiceFeeChannel['channel'];

export interface PayPanelProps {
  due: EndpointResponse<'deviceServiceFeePayedInfo'>;
  channels: readonly ServiceFeeChannel[];
  control?: EndpointResponse<'deviceServiceFeePreOrderControl'>;
}

export function PayPanel({ due, channels: listed, control }: PayPanelProps) {
  const payment = useServiceFeePayment();
  const { pay, paying, notice, hasWallet, inMiniProgram } = payment;
  // A channel the server switched off is neither offered nor picked for the merchant.
  const channels = listed.filter((c) => c.enabled === '1');
  const [picked, setChannel] = useState<Channel | null>(null);
  const channel = channels.find((c) => c.channel === picked)?.channel ?? channels[0]?.channel;
  const noChannel = hasWallet && !channel;
  const blocked = control?.canOrder === '0';
  const label = payButtonLabel(
    payment,
    hasWallet || inMiniProgram ? `立即支付 ${formatYuan(due.amount)}` : '扫码支付',
  );

  if (due.paying === '1' && due.orderNo)
    return (
      <div className="mh-fee-actions">
        <p className="mh-fee-status">上次支付结果确认中</p>
        <Link className="mh-fee-link" to={href(paths.help.result, {}, { orderNo: due.orderNo })}>
          查看支付结果
        </Link>
      </div>
    );

  // Blocked: no channel and no pay button, only the way to the fix (the notice on top says why).
  if (blocked) {
    const fix = blockerFix(control);
    return fix ? (
      <div className="mh-fee-actions">
        <Link className="mh-button mh-button--primary mh-button--block" to={fix}>
          {CERTIFY_TEXT}
        </Link>
      </div>
    ) : null;
  }

  return (
    <div className="mh-fee-actions">
      {hasWallet && channels.length > 0 ? (
        <ChoiceGroup
          legend="支付方式"
          legendHidden
          name="fee-channel"
          choices={channels.map((c) => ({ value: c.channel, label: c.name }))}
          value={channel}
          onChange={setChannel}
        />
      ) : null}
      {noChannel ? <p className="mh-fee-notice">暂无可用的钱包支付方式，请使用扫码支付</p> : null}
      {notice ? (
        <p className="mh-fee-notice" role="alert">
          {notice.text}
        </p>
      ) : null}
      {notice?.offerQrCode || noChannel ? (
        <Link className="mh-fee-link" to={href(paths.help.qrCodePayPage)}>
          去扫码支付 ›
        </Link>
      ) : null}
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--block"
        disabled={paying || noChannel}
        onClick={() => void pay(channel ?? 'alipay')}
      >
        {label}
      </button>
    </div>
  );
}
