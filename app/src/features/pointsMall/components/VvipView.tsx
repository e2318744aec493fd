// /vvip: the member-only goods. A paying member may exchange them; anyone else is told why not and
// where to become a member. Each good opens its detail (which says the same when it is tapped).
import type { Commodity, IntegralMall } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { href, paths } from '../../../config/paths';
import { useMallGoodsInfiniteQuery } from '../api/mall';
import { commodityHref } from '../lib/links';
import { COMMODITY_ROW_HEIGHT, CommodityRow } from './CommodityRow';
import { PointsBalance } from './PointsBalance';
import './mall.css';

const MEMBER_GOODS = { memberOnly: true } as const;
const rowKey = (c: Commodity) => c.commodityId;
const renderRow = (c: Commodity) => <CommodityRow commodity={c} />;

function MemberStatus({ mall }: { mall: Pick<IntegralMall, 'vipStatus' | 'balance'> }) {
  const member = mall.vipStatus === '1';
  return (
    <div className="mh-mall">
      <PointsBalance balance={mall.balance} />
      <div className="mh-vvip-status" data-testid="vip-status">
        {member ? (
          <p>您是付费会员，可兑换以下会员专享商品。</p>
        ) : (
          <div className="mh-mall-notice">
            <p>会员专享商品仅限付费会员兑换。您还不是付费会员，开通后即可兑换。</p>
            <Link className="mh-mall-link" to={href(paths.members.paidMembers)}>
              开通付费会员
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

export function VvipView() {
  const goods = useMallGoodsInfiniteQuery(MEMBER_GOODS);
  const first = goods.data?.pages[0];
  return (
    <ListScreen
      label="会员专享商品"
      source={useListSource(goods)}
      header={first ? <MemberStatus mall={first} /> : undefined}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={commodityHref}
      rowHeight={COMMODITY_ROW_HEIGHT}
      emptyText="暂无会员专享商品"
      emptyHint={
        <Link className="mh-mall-link" to={href(paths.points.pointMall)}>
          去积分商城看看
        </Link>
      }
    />
  );
}
