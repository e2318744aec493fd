// A new merchant's way to the novice gifts (/integralManage/empty), while they are offered.
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import { useNoviceGiftsQuery } from '../api/noviceGifts';

export function NoviceBanner() {
  const { data } = useNoviceGiftsQuery();
  if (data?.available !== '1') return null;
  const waiting = data.gifts.filter((g) => g.received !== '1').length;
  return (
    <Link className="mh-points-banner" to={href(paths.points.empty)}>
      <span>
        <strong>新手礼包</strong>
        {waiting > 0 ? `还有 ${waiting} 个礼包待领取` : '看看新商户如何赚积分'}
      </span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}
