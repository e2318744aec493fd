// Paying the fee due: the channel, the pre-order check, the pay button and, when the last attempt
// charged nothing, why — beside the button (one message, no toast).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EndpointResponse, ServiceFeeChannel } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useServiceFeePayment } from '../hooks/useServiceFeePayment';

type Channel = ServiceFeeChannel['channel'];

export interface PayPanelProps {
  due: EndpointResponse<'deviceServiceFeePayedInfo'>;
  channels: readonly ServiceFeeChannel[];
  control?: EndpointResponse<'deviceServiceFeePreOrderControl'>;
}

export function PayPanel({ due, channels, control }: PayPanelProps) {
  const { pay, paying, notice, hasWallet } = useServiceFeePayment();
  const [channel, setChannel] = useState<Channel>(channels[0]?.channel ?? 'alipay');
  const blocked = control?.canOrder === '0';
  const label = notice ? '重新支付' : hasWallet ? `立即支付 ${formatYuan(due.amount)}` : '扫码支付';

  if (due.paying === '1' && due.orderNo)
    return (
      <div className="mh-fee-actions">
        <p className="mh-fee-status">上次支付结果确认中</p>
        <Link className="mh-fee-link" to={href(paths.help.result, {}, { orderNo: due.orderNo })}>
          查看支付结果
        </Link>
      </div>
    );

  return (
    <div className="mh-fee-actions">
      {hasWallet && channels.length > 0 ? (
        <fieldset className="mh-fee-channels">
          <legend className="mh-visually-hidden">支付方式</legend>
          {channels.map((c) => (
            <label key={c.channel}>
              <input
                type="radio"
                name="fee-channel"
                value={c.channel}
                checked={channel === c.channel}
                onChange={() => setChannel(c.channel)}
              />
              <span>{c.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {blocked ? <p className="mh-fee-notice">{control.reason}</p> : null}
      {notice ? (
        <p className="mh-fee-notice" role="alert">
          {notice}
        </p>
      ) : null}
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--block"
        disabled={blocked || paying}
        onClick={() => void pay(channel)}
      >
        {paying ? '支付中…' : label}
      </button>
    </div>
  );
}
