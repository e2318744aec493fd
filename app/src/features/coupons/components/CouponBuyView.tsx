// /coupon/buy/{id?}/{type?}: one coupon for this merchant (couponInfo): its name, worth, price and
// the member price when there is one, validity, limit and how many bought, the rules, and buying it
// (BuyPanel) — or why it cannot be bought, without a pay button. With ?orderNo= (back from the
// wallet or the mini program's pay page) the order's result shows in place. Without a coupon: the
// way to the mall (of the kind in the address, if any).
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CouponDetail } from '@merchant-h5/sdk';
import { EmptyState } from '../../../components/QueryState/EmptyState';
import { ErrorState } from '../../../components/QueryState/ErrorState';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href, paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { useCouponInfoQuery } from '../api/buy';
import { BuyPanel } from './BuyPanel';
import { OrderResultView, useCouponOrderResult } from './CouponOrderResult';
import type { CouponOrderResult } from './CouponOrderResult';
import './coupons.css';

export interface CouponBuyViewProps {
  /** For the tests: how often and how long a paid order is followed. */
  pollMs?: number;
  pollLimitMs?: number;
}

function CouponFacts({ coupon }: { coupon: CouponDetail }) {
  const limit =
    coupon.limitPerMerchant > 0
      ? `每人限购 ${coupon.limitPerMerchant} 张，已购买 ${coupon.bought} 张`
      : coupon.bought > 0
        ? `已购买 ${coupon.bought} 张`
        : null;
  return (
    <section className="mh-buy-coupon" aria-label="券的信息">
      <h2 className="mh-coupon-name">{coupon.name}</h2>
      <p className="mh-coupon-line">{coupon.description}</p>
      <p className="mh-coupon-line">
        面值 {formatYuan(coupon.faceValue)} · 支付后 {coupon.validDays} 天有效
      </p>
      {limit ? <p className="mh-coupon-line">{limit}</p> : null}
      <p className="mh-buy-price">
        {coupon.memberPrice !== null ? (
          <>
            会员价 <strong>{formatYuan(coupon.memberPrice)}</strong>{' '}
            <s className="mh-buy-was">原价 {formatYuan(coupon.price)}</s>
          </>
        ) : (
          <>
            售价 <strong>{formatYuan(coupon.price)}</strong>
          </>
        )}
      </p>
      {coupon.memberOnly ? (
        <p className="mh-coupon-line">
          <span className="mh-coupon-badge">仅限会员</span>
        </p>
      ) : null}
    </section>
  );
}

function Buying({ coupon, result }: { coupon: CouponDetail; result: CouponOrderResult }) {
  if (result.kind && result.kind !== 'unpaid') return null;
  // The order is known unpaid (the mini program's pay page came back without paying).
  const unpaid = result.kind === 'unpaid' ? result.order : undefined;
  if (!unpaid && (coupon.cannotBuyReason || coupon.canBuy <= 0))
    return (
      <>
        <p className="mh-buy-refused" role="note" data-testid="cannot-buy">
          {coupon.cannotBuyReason ?? '暂不可购买'}
        </p>
        {coupon.memberOnly && coupon.memberPrice === null ? (
          <Link
            className="mh-button mh-button--primary mh-button--block"
            to={href(paths.members.paidMembers)}
          >
            开通付费会员
          </Link>
        ) : null}
      </>
    );
  // A new panel for each order followed: a new order gets a new idempotency key.
  return <BuyPanel key={result.order?.orderNo ?? 'new'} coupon={coupon} unpaid={unpaid} />;
}

function CouponPage({ id, pollMs, pollLimitMs }: CouponBuyViewProps & { id: string }) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  const walletPaid = ['paid', 'pending'].includes(search.get('outcome') ?? '');
  const info = useCouponInfoQuery(id);
  const result = useCouponOrderResult(orderNo, walletPaid, { pollMs, pollLimitMs });
  const coupon = info.data?.id === id ? info.data : undefined;
  const shown = result.kind !== null && result.kind !== 'unpaid';
  return (
    <QueryState {...queryStatus(info)} isLoading={info.isLoading || result.isLoading}>
      {result.error ? (
        <ErrorState error={result.error} onRetry={result.retry} />
      ) : (
        <div className="mh-buy" data-state="ready">
          <OrderResultView result={result} buyAgainHref={href(paths.tasks.couponBuy, { id })} />
          {coupon && !shown ? (
            <>
              <CouponFacts coupon={coupon} />
              <Buying coupon={coupon} result={result} />
              <section className="mh-buy-rules" aria-label="购买须知">
                <ServerHtml html={coupon.rules} />
              </section>
            </>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

export function CouponBuyView(props: CouponBuyViewProps) {
  const { id, type } = useParams();
  if (!id)
    return (
      <EmptyState title="请选择要购买的券" description="在券商城挑选要购买的券">
        <Link
          className="mh-button mh-button--primary"
          to={href(paths.tasks.couponMall, {}, type ? { type } : undefined)}
        >
          去券商城
        </Link>
      </EmptyState>
    );
  return <CouponPage id={id} {...props} />;
}
