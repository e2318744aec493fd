// Paying the fee by QR code where the host has no wallet (official account, browser): the order's
// code and amount, asked about until the payment side says it is paid, then the result screen.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { newIdempotencyKey } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { Money } from '../../../components/Money';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { formatYuan } from '../../../lib/format';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useOpenServiceFeeOrderMutation, useServiceFeePayedInfoQuery } from '../api/serviceFee';
import { QrCode } from './QrCode';
import './serviceFee.css';

export const QR_POLL_MS = 2000;

export function QrCodePayView() {
  const navigate = useNavigate();
  const key = useRef(newIdempotencyKey());
  const [openOrder, opened] = useOpenServiceFeeOrderMutation();
  const open = useCallback(
    () => void openOrder({ channel: 'qrCode', idempotencyKey: key.current }),
    [openOrder],
  );
  // A fee already paid (the merchant came back here) is not ordered again: it says so instead.
  const current = useServiceFeePayedInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const due = current.data?.payed === '0';
  useEffect(() => {
    if (due) open();
  }, [due, open]);
  const order = opened.data;
  const payed = useServiceFeePayedInfoQuery(order?.orderNo ?? skipToken, { pollingInterval: QR_POLL_MS });
  const paid = payed.data?.payed === '1';
  useEffect(() => {
    if (paid && order)
      void navigate(href(paths.help.result, {}, { orderNo: order.orderNo }), { replace: true });
  }, [paid, order, navigate]);

  return (
    <QueryState
      isLoading={current.isLoading || (due && !order && !opened.error)}
      error={current.error ?? opened.error}
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
      {order ? (
        <section className="mh-fee-section mh-fee-headline" aria-labelledby="qr-title" data-state="ready">
          <p id="qr-title">扫码支付服务费</p>
          <Money amount={order.amount} className="mh-fee-amount" />
          <QrCode text={order.qrCode} label={`服务费支付二维码，金额 ${order.amount.toFixed(2)} 元`} />
          <p>请使用支付宝或云闪付扫一扫，支付完成后本页自动跳转</p>
          <p>
            订单号 {order.orderNo}，请在 {order.expireTime} 前完成支付
          </p>
          <p className="mh-fee-status" aria-live="polite">
            {paid ? '已支付' : '等待支付…'}
          </p>
        </section>
      ) : null}
    </QueryState>
  );
}
