// One coupon of the wallet as a card: its worth, name and what it does, until when, where it came
// from, the trade amount it needs; an unusable one says why, one ending soon says so.
import type { WalletCoupon } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import { endingSoonText } from '../lib/walletTabs';
import './coupons.css';

export function CouponCard({ coupon }: { coupon: WalletCoupon }) {
  const soon = endingSoonText(coupon.daysLeft);
  return (
    <li className="mh-coupon" data-status={coupon.status} data-testid={`coupon-${coupon.walletId}`}>
      <div className="mh-coupon-value">
        <span className="mh-coupon-amount">{formatYuan(coupon.faceValue)}</span>
        <span className="mh-coupon-caption">面值</span>
      </div>
      <div className="mh-coupon-body">
        <h3 className="mh-coupon-name">{coupon.name}</h3>
        {soon ? <p className="mh-coupon-badge">{soon}</p> : null}
        <p className="mh-coupon-line">{coupon.valueText}</p>
        {coupon.minAmount !== null ? (
          <p className="mh-coupon-line">满 {formatYuan(coupon.minAmount)} 可用</p>
        ) : null}
        <p className="mh-coupon-line">有效期至 {coupon.endTime.slice(0, 10)}</p>
        <p className="mh-coupon-line">来源：{coupon.sourceName}</p>
        {coupon.unusableReason ? <p className="mh-coupon-reason">{coupon.unusableReason}</p> : null}
      </div>
    </li>
  );
}
