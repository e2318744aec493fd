// /integralManage/PointMall: the balance on top, the way to the orders and to the member-only goods,
// the categories (in the address, ?category=, so back from a good keeps it) and the goods, a page at
// a time; a good opens its detail.
import type { Commodity } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { href, paths } from '../../../config/paths';
import { useSearchValues } from '../../../lib/useSearchValues';
import { mallFilter } from '../api/calls';
import { useMallGoodsInfiniteQuery } from '../api/mall';
import { commodityHref } from '../lib/links';
import { CategoryTabs } from './CategoryTabs';
import { COMMODITY_ROW_HEIGHT, CommodityRow } from './CommodityRow';
import { PointsBalance } from './PointsBalance';
import './mall.css';

const rowKey = (c: Commodity) => c.commodityId;
const renderRow = (c: Commodity) => <CommodityRow commodity={c} />;

export function PointMallView() {
  const [{ category }, update] = useSearchValues(['category']);
  const goods = useMallGoodsInfiniteQuery(mallFilter(category));
  const source = useListSource(goods);
  const first = goods.data?.pages[0];
  const header = (
    <div className="mh-mall">
      <PointsBalance balance={first?.balance} />
      <nav className="mh-mall-links" aria-label="积分商城">
        <Link className="mh-mall-link" to={href(paths.points.integralOrder)}>
          我的兑换订单
        </Link>
        <Link className="mh-mall-link" to={href(paths.points.vvip)}>
          会员专享商品
        </Link>
      </nav>
      <CategoryTabs
        categories={first?.categories ?? []}
        value={category}
        onChange={(c) => update({ category: c })}
      />
    </div>
  );
  return (
    <ListScreen
      label="积分商品"
      source={source}
      header={header}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={commodityHref}
      rowHeight={COMMODITY_ROW_HEIGHT}
      emptyText={category ? `“${category}”分类暂无商品` : '暂无可兑换的商品'}
      emptyHint={category ? '换个分类看看' : '商品上新后会在这里展示'}
    />
  );
}
