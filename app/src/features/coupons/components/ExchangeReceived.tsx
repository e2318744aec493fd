// What an exchange code gave: the coupons now in the wallet with their last day, the way to 我的券
// (where they are in 未使用) and to another code.
import type { CouponExchange } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href, paths } from '../../../config/paths';
import './coupons.css';

export function ExchangeReceived({ done, onAgain }: { done: CouponExchange; onAgain: () => void }) {
  return (
    <div data-state="ready">
      <ResultScreen
        status="success"
        title="兑换成功"
        description={done.kind === 'package' ? `已获得「${done.name}」，券已放入我的券` : '券已放入我的券'}
      >
        <ul className="mh-coupon-received" aria-label="获得的券">
          {done.coupons.map((c) => (
            <li key={c.walletId}>
              {c.name}，有效期至 {c.endTime.slice(0, 10)}
            </li>
          ))}
        </ul>
        <div className="mh-result-actions">
          <Link
            className="mh-button mh-button--primary mh-button--block"
            to={href(paths.tasks.privateCoupon)}
          >
            查看我的券
          </Link>
          <button type="button" className="mh-button mh-button--block" onClick={onAgain}>
            继续兑换
          </button>
        </div>
      </ResultScreen>
    </div>
  );
}
