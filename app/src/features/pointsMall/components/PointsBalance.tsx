// The merchant's points: the number they came for, first and large.
import { formatPoints } from '../../../lib/format';
import './mall.css';

export function PointsBalance({ balance, label = '我的积分' }: { balance: number; label?: string }) {
  return (
    <p className="mh-mall-balance">
      <span className="mh-mall-balance-label">{label}</span>
      <strong className="mh-mall-balance-value" data-testid="points-balance">
        {formatPoints(balance)}
      </strong>
    </p>
  );
}
