// An open order's payment code: the amount first and large, the code (drawn from the server's
// qrContent), and where the payment stands, asked about until it is paid or failed (then the result).
import type { QuickPayment } from '@merchant-h5/sdk';
import { Money } from '../../../components/Money';
import { QrCode } from '../../../components/QrCode/QrCode';
import { Section } from '../../../components/Section/Section';
import { formatYuan } from '../../../lib/format';
import { useFollowOrder } from '../hooks/useFollowOrder';

export interface OrderQrPanelProps {
  order: QuickPayment;
  title: string;
  /** A line above the code, e.g. why there is a code instead of a swipe. */
  notice?: string;
  giveUpAfterMs?: number;
}

export function OrderQrPanel({ order, title, notice, giveUpAfterMs }: OrderQrPanelProps) {
  const { poll, query } = useFollowOrder(order.payOrderNo, { giveUpAfterMs });
  return (
    <Section className="mh-collect-headline" aria-labelledby="collect-qr-title">
      {notice ? (
        <p className="mh-collect-notice" role="note">
          {notice}
        </p>
      ) : null}
      <p id="collect-qr-title">{title}</p>
      <Money amount={order.amount} className="mh-collect-amount" />
      {order.qrContent ? (
        <QrCode text={order.qrContent} label={`${title}二维码，金额 ${formatYuan(order.amount)}`} />
      ) : null}
      <p>请付款方使用支付宝、微信或云闪付扫码，付款完成后本页自动跳转</p>
      <p>订单号 {order.payOrderNo}</p>
      {poll.gaveUp || query.isError ? (
        <>
          <p className="mh-collect-status" role="status">
            {query.isError ? '付款状态查询失败' : '暂未收到付款'}
          </p>
          <button
            type="button"
            className="mh-button mh-button--block"
            onClick={() => {
              poll.restart();
              void query.refetch();
            }}
          >
            刷新付款状态
          </button>
        </>
      ) : (
        <p className="mh-collect-status" aria-live="polite">
          等待付款…
        </p>
      )}
    </Section>
  );
}
