// /coupon/mall: the coupons on sale, a page of 20 at a time (加载更多 under them: a short list, so not
// the records' ListScreen, whose pull to refresh would then be in ten screens and go to `common`),
// each with its price, worth, validity and limit, 仅限会员 and 已售罄 where they apply; the kind filter
// is in the address (?type=), so back from a coupon keeps it. A coupon opens its page.
import type { Coupon } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import { QueryState } from '../../../components/QueryState/QueryState';
import { href, paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { useSearchValues } from '../../../lib/useSearchValues';
import { useCouponSellInfiniteQuery } from '../api/mall';
import { COUPON_TYPES, couponTypeName } from '../lib/couponTypes';
import './coupons.css';

const CHIPS = [{ value: '', label: '全部' }, ...COUPON_TYPES];

/** 面值 ¥30.00 · 30 天有效 · 每人限购 5 张 */
export function couponFacts(c: Pick<Coupon, 'faceValue' | 'validDays' | 'limitPerMerchant'>): string {
  const facts = [`面值 ${formatYuan(c.faceValue)}`, `${c.validDays} 天有效`];
  if (c.limitPerMerchant > 0) facts.push(`每人限购 ${c.limitPerMerchant} 张`);
  return facts.join(' · ');
}

export function CouponRow({ coupon }: { coupon: Coupon }) {
  const soldOut = coupon.stock <= 0;
  return (
    <div className="mh-mall-coupon" data-sold-out={soldOut ? '' : undefined}>
      <div className="mh-mall-coupon-body">
        <span className="mh-coupon-name">{coupon.name}</span>
        <span className="mh-coupon-line">{couponFacts(coupon)}</span>
        <span className="mh-coupon-line">
          {coupon.memberOnly ? <span className="mh-coupon-badge">仅限会员</span> : null}
          {soldOut ? <span className="mh-coupon-badge">已售罄</span> : null}
        </span>
      </div>
      <span className="mh-mall-coupon-price">{formatYuan(coupon.price)}</span>
    </div>
  );
}

export function CouponMallView() {
  const [{ type }, update] = useSearchValues(['type']);
  const sell = useCouponSellInfiniteQuery(type);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = sell;
  const coupons = data?.pages.flatMap((p) => p.list) ?? [];
  const typeName = couponTypeName(type);
  // A failed next page keeps the rows shown, with its own retry under them.
  const moreFailed = coupons.length > 0 && !!sell.error;
  return (
    <>
      <div className="mh-mall-head">
        <nav className="mh-coupon-links" aria-label="券商城">
          <Link className="mh-button mh-button--link" to={href(paths.tasks.privateCoupon)}>
            我的卡券
          </Link>
          <Link className="mh-button mh-button--link" to={href(paths.tasks.couponBuyHistory)}>
            购买记录
          </Link>
        </nav>
        <ChipGroup
          label="券的种类"
          layout="scroll"
          chips={CHIPS}
          value={type}
          onChange={(t) => update({ type: t })}
        />
      </div>
      <QueryState
        isLoading={sell.isLoading || (sell.isFetching && !sell.currentData)}
        error={moreFailed ? undefined : sell.error}
        onRetry={() => void sell.refetch()}
        isEmpty={coupons.length === 0}
        emptyText={type ? `暂无在售的${typeName ?? '此类券'}` : '暂无在售的券'}
        emptyDescription={type ? '换个种类看看' : '新券上架后会在这里展示'}
      >
        <ul className="mh-mall-coupons" aria-label="在售的券" data-state="ready">
          {coupons.map((c) => (
            <li key={c.id}>
              <Link className="mh-mall-coupon-link" to={href(paths.tasks.couponBuy, { id: c.id })}>
                <CouponRow coupon={c} />
              </Link>
            </li>
          ))}
        </ul>
        {moreFailed ? (
          <p className="mh-mall-more" role="alert">
            加载失败
            <button type="button" className="mh-button mh-button--link" onClick={() => void fetchNextPage()}>
              重试
            </button>
          </p>
        ) : hasNextPage ? (
          <p className="mh-mall-more">
            <button
              type="button"
              className="mh-button mh-button--link"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? '加载中…' : '加载更多'}
            </button>
          </p>
        ) : null}
      </QueryState>
    </>
  );
}
