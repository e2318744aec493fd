// The points home's ways on: the mall, the bill, the orders and the rules.
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';

const LINKS = [
  { to: href(paths.points.pointMall), label: '积分商城' },
  { to: href(paths.points.pointBill), label: '积分明细' },
  { to: href(paths.points.integralOrder), label: '我的订单' },
  { to: href(paths.points.homeIntro), label: '积分规则' },
] as const;

export function PointsNav() {
  return (
    <nav className="mh-points-nav" aria-label="积分服务">
      {LINKS.map((l) => (
        <Link key={l.label} to={l.to}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
