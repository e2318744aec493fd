// When a screen is opened without saying which good (a bare /CommodityDetails or /integralAction):
// says so, links back to the mall and offers the first few goods to choose from.
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { mallFilter } from '../api/calls';
import { useMallGoodsInfiniteQuery } from '../api/mall';
import { commodityHref } from '../lib/links';
import { CommodityRow } from './CommodityRow';
import { NothingChosen } from './NothingChosen';

const SHOWN = 4;

export function CommodityPicker({ message }: { message: string }) {
  const goods = useMallGoodsInfiniteQuery(mallFilter(''));
  return (
    <NothingChosen
      message={message}
      back={{ to: href(paths.points.pointMall), text: '返回积分商城' }}
      status={queryStatus(goods)}
      heading="热门商品"
      items={goods.data?.pages[0]?.list.slice(0, SHOWN) ?? []}
      itemKey={(c) => c.commodityId}
      itemHref={commodityHref}
      renderItem={(c) => <CommodityRow commodity={c} />}
      emptyText="暂无可兑换的商品"
    />
  );
}
