// Points about to expire (integral getWarm), with the way to spend them; nothing when none expire.
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import { useExpiryReminderQuery } from '../api/home';

export function ExpiryNotice() {
  const { data } = useExpiryReminderQuery();
  if (!data?.message) return null;
  return (
    <p className="mh-points-expiry" data-testid="points-expiry">
      <span>{data.message}</span>
      <Link className="mh-points-link" to={href(paths.points.pointMall)}>
        去兑换
      </Link>
    </p>
  );
}
