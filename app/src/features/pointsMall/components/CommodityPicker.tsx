// When a screen is opened without saying which good (a bare /CommodityDetails or /integralAction):
// says so, links back to the mall and offers the first few goods to choose from.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { mallFilter, useMallGoodsInfiniteQuery } from '../api/mall';
import { commodityHref } from '../lib/links';
import { CommodityRow } from './CommodityRow';
import './mall.css';

const SHOWN = 4;

export function CommodityPicker({ message }: { message: string }) {
  const goods = useMallGoodsInfiniteQuery(mallFilter(''));
  const list = goods.data?.pages[0]?.list.slice(0, SHOWN) ?? [];
  return (
    <div className="mh-mall">
      <section className="mh-mall-section" aria-labelledby="mall-pick-title">
        <h1 id="mall-pick-title" className="mh-mall-title">
          {message}
        </h1>
        <Link className="mh-button mh-button--primary mh-button--block" to={href(paths.points.pointMall)}>
          返回积分商城
        </Link>
      </section>
      <QueryState {...queryStatus(goods)} isEmpty={list.length === 0} emptyText="暂无可兑换的商品">
        <section className="mh-mall-section" aria-labelledby="mall-pick-goods" data-state="ready">
          <h2 id="mall-pick-goods">热门商品</h2>
          <ul className="mh-mall-picker">
            {list.map((c) => (
              <li key={c.commodityId}>
                <Link to={commodityHref(c)}>
                  <CommodityRow commodity={c} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </QueryState>
    </div>
  );
}
