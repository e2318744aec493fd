// The merchant's points: the number they came for, first and large. Before the answer it reads '--'
// at the same size, so nothing below it moves when the number arrives.
import { formatPoints } from '../../../lib/format';
import './mall.css';

export function PointsBalance({
  balance,
  label = '我的积分',
}: {
  balance: number | undefined;
  label?: string;
}) {
  return (
    <p className="mh-mall-balance">
      <span className="mh-mall-balance-label">{label}</span>
      <strong className="mh-mall-balance-value" data-testid="points-balance">
        {formatPoints(balance)}
      </strong>
    </p>
  );
}
