// Why a good cannot be exchanged now, in the server's words, and the way out of it: a member-only
// good for a non-member → open the paid membership; too few points → earn more.
import type { CommodityDetail } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import { withPointsFormatted } from '../../../lib/format';
import './mall.css';

export function CommodityRefusal({ detail }: { detail: CommodityDetail }) {
  const needsMembership = detail.memberOnly && detail.vipStatus !== '1';
  const needsPoints = !needsMembership && detail.stock > 0 && detail.balance < detail.points;
  return (
    <div className="mh-mall-notice" role="status" data-testid="exchange-refusal">
      <p>{withPointsFormatted(detail.reason) || '该商品暂不可兑换'}</p>
      {needsMembership ? (
        <Link className="mh-mall-link" to={href(paths.members.paidMembers)}>
          开通付费会员
        </Link>
      ) : null}
      {needsPoints ? (
        <Link className="mh-mall-link" to={href(paths.points.home)}>
          去赚积分
        </Link>
      ) : null}
    </div>
  );
}
