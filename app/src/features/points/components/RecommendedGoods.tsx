// A few goods the merchant can exchange now (integralHome.recommend), each opening its detail.
import { Link } from 'react-router-dom';
import type { Commodity } from '@merchant-h5/sdk';
import { Money } from '../../../components/Money';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { formatPoints } from '../../../lib/format';

export function RecommendedGoods({ goods }: { goods: readonly Commodity[] }) {
  return (
    <Section
      title="积分好物"
      action={
        <Link className="mh-points-link" to={href(paths.points.pointMall)}>
          更多商品
        </Link>
      }
    >
      {goods.length > 0 ? (
        <ul className="mh-points-goods" aria-label="推荐商品">
          {goods.map((c) => (
            <li key={c.commodityId}>
              <Link to={href(paths.points.commodityDetails, { commodityId: c.commodityId })}>
                <span>{c.name}</span>
                <span className="mh-points-price">{formatPoints(c.points)} 积分</span>
                <small>
                  市场价 <Money amount={c.marketPrice} />
                </small>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mh-points-muted">暂无推荐商品，去积分商城看看全部商品。</p>
      )}
    </Section>
  );
}
