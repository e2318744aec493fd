// Under the exchange form: how many unused coupons the merchant holds, with the way to them. It is
// the same answer as 我的券's first tab (one cache entry), so an exchange refreshes it too.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useMyCouponsQuery } from '../api/wallet';
import './coupons.css';

export function UnusedCoupons() {
  const wallet = useMyCouponsQuery('unused');
  return (
    <Section look="card" title="我的券">
      <QueryState {...queryStatus(wallet)} skeletonLines={1}>
        <p className="mh-coupon-line" data-testid="unused-count">
          未使用 {wallet.data?.counts.unused ?? 0} 张
          <Link className="mh-button mh-button--link" to={href(paths.tasks.privateCoupon)}>
            查看我的券
          </Link>
        </p>
      </QueryState>
    </Section>
  );
}
