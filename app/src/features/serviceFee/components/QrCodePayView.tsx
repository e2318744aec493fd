// Paying the fee by QR code where the host has no wallet (official account, browser): the order's
// code and amount, asked about until the payment side says it is paid (then the result screen) or
// the code expires (then a new code on request). A failed ask says so with 重试.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { QueryState } from '../../../components/QueryState/QueryState';
import { Money } from '../../../components/Money';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Section } from '../../../components/Section/Section';
import { formatYuan } from '../../../lib/format';
import { usePollUntil } from '../../../lib/usePollUntil';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useServiceFeePayedInfoQuery } from '../api/serviceFee';
import { useDueFeeOrder } from '../hooks/useDueFeeOrder';
import { msUntilExpiry } from '../lib/codeExpiry';
import { FeeAlreadyPaid } from './FeeAlreadyPaid';
import { LoadFailedLine } from './LoadFailedLine';
import { QrCode } from '../../../components/QrCode/QrCode';
import './serviceFee.css';

export const QR_POLL_MS = 2000;

/** `validForMs`: the code's life (the order's expiry by default); `pollMs`: how often it asks. */
export function QrCodePayView({ validForMs, pollMs = QR_POLL_MS }: { validForMs?: number; pollMs?: number }) {
  const navigate = useNavigate();
  // Each code asked for is its own order request: a new code must not replay the expired one.
  const [codeNo, setCodeNo] = useState(1);
  const { current, due, order, opened, open, openFailure, saidHere } = useDueFeeOrder('qrCode', codeNo);
  const probe = useServiceFeePayedInfoQuery(order?.orderNo ?? skipToken);
  const paid = probe.data?.payed === '1';
  const poll = usePollUntil({
    intervalMs: pollMs,
    done: paid,
    giveUpAfterMs: validForMs ?? (order ? msUntilExpiry(order.expireTime) : undefined),
    active: Boolean(order),
  });
  useServiceFeePayedInfoQuery(order?.orderNo ?? skipToken, { pollingInterval: poll.pollingInterval });
  useEffect(() => {
    if (paid && order)
      void navigate(href(paths.help.result, {}, { orderNo: order.orderNo }), { replace: true });
  }, [paid, order, navigate]);
  const newCode = () => {
    poll.restart();
    setCodeNo((n) => n + 1);
  };

  return (
    <QueryState
      isLoading={current.isLoading || (due && !order && !opened.error)}
      error={current.error ?? saidHere}
      onRetry={current.error ? () => void current.refetch() : open}
    >
      {current.data?.payed === '1' && !order ? (
        <div data-state="ready">
          <FeeAlreadyPaid amount={current.data.amount} />
        </div>
      ) : null}
      {openFailure && !saidHere ? (
        <Section data-state="ready">
          <p>二维码未生成，未扣款</p>
          <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={open}>
            重新获取二维码
          </button>
        </Section>
      ) : null}
      {order && poll.gaveUp ? (
        <div data-state="ready">
          <ResultScreen
            status="info"
            title="二维码已过期"
            description={`订单 ${order.orderNo} 已超过支付时间，如已付款将自动缴纳；未付款请获取新的二维码`}
            primary={{ text: '获取新二维码', onClick: newCode }}
          />
        </div>
      ) : order ? (
        <Section className="mh-fee-headline" aria-labelledby="qr-title" data-state="ready">
          <p id="qr-title">扫码支付服务费</p>
          <Money amount={order.amount} className="mh-fee-amount" />
          <QrCode text={order.qrCode} label={`服务费支付二维码，金额 ${formatYuan(order.amount)}`} />
          <p>请使用支付宝或云闪付扫一扫，支付完成后本页自动跳转</p>
          <p>
            订单号 {order.orderNo}，请在 {order.expireTime} 前完成支付
          </p>
          <p className="mh-fee-status" aria-live="polite">
            {paid ? '已支付' : '等待支付…'}
          </p>
        </Section>
      ) : null}
      {order && probe.error && !poll.gaveUp ? (
        <LoadFailedLine what="支付状态" onRetry={() => void probe.refetch()} />
      ) : null}
    </QueryState>
  );
}
