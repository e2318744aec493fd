// Paying the fee by QR code where the host has no wallet (official account, browser): the order's
// code and amount, asked about until the payment side says it is paid (then the result screen) or
// the code expires (then a new code on request). A failed ask says so with 重试.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { QueryState } from '../../../components/QueryState/QueryState';
import { Money } from '../../../components/Money';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Section } from '../../../components/Section/Section';
import { isShownInline } from '../../../lib/apiError';
import { formatYuan } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { usePollUntil } from '../../../lib/usePollUntil';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useOpenServiceFeeOrderMutation, useServiceFeePayedInfoQuery } from '../api/serviceFee';
import { msUntilExpiry } from '../lib/codeExpiry';
import { LoadFailedLine } from './LoadFailedLine';
import { QrCode } from '../../../components/QrCode/QrCode';
import './serviceFee.css';

export const QR_POLL_MS = 2000;

/** `validForMs`: the code's life (the order's expiry by default); `pollMs`: how often it asks. */
export function QrCodePayView({ validForMs, pollMs = QR_POLL_MS }: { validForMs?: number; pollMs?: number }) {
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey('qrCode');
  // Each code asked for is its own order request: a new code must not replay the expired one.
  const [codeNo, setCodeNo] = useState(1);
  const [openOrder, opened] = useOpenServiceFeeOrderMutation();
  const open = useCallback(() => {
    const body = { channel: 'qrCode' } as const;
    void openOrder({ ...body, idempotencyKey: keyFor({ ...body, codeNo }) });
  }, [openOrder, keyFor, codeNo]);
  // A fee already paid (the merchant came back here) is not ordered again: it says so instead.
  const current = useServiceFeePayedInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const due = current.data?.payed === '0';
  useEffect(() => {
    if (due) open();
  }, [due, open]);
  const order = opened.data;
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
  // A network failure of the order is toasted by the shell: the screen only offers the way on.
  const openFailure = opened.error && !order ? opened.error : undefined;
  const saidHere = openFailure && isShownInline(openFailure) ? openFailure : undefined;

  return (
    <QueryState
      isLoading={current.isLoading || (due && !order && !opened.error)}
      error={current.error ?? saidHere}
      onRetry={current.error ? () => void current.refetch() : open}
    >
      {current.data?.payed === '1' && !order ? (
        <div data-state="ready">
          <ResultScreen
            status="success"
            title="服务费已缴纳"
            description={`${formatYuan(current.data.amount)}，无需再次支付`}
            primary={{
              text: '查看服务费',
              onClick: () => void navigate(href(paths.help.switchPayDeviceApply)),
            }}
          />
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
