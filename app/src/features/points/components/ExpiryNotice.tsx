// Points about to expire (integral getWarm), with the way to spend them; nothing when none expire. The
// server's words, its numbers written as every points number on screen (1,200 积分).
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import { withPointsFormatted } from '../../../lib/format';
import { useExpiryReminderQuery } from '../api/home';

export function ExpiryNotice() {
  const { data } = useExpiryReminderQuery();
  if (!data?.message) return null;
  return (
    <p className="mh-points-expiry" data-testid="points-expiry">
      <span>{withPointsFormatted(data.message)}</span>
      <Link className="mh-points-link" to={href(paths.points.pointMall)}>
        去兑换
      </Link>
    </p>
  );
}
