// /integralManage/CommodityDetails/{commodityId?}/{integralId?}: one good (by commodityId, or by
// integralId when only that is given) with its price in points, stock and the merchant's balance.
// 立即兑换 goes to the exchange confirmation; when the server says it cannot be exchanged now, its
// reason shows and the button is off, with the way out (become a member, earn points).
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CommodityDetail } from '@merchant-h5/sdk';
import { Link, useHref } from 'react-router-dom';
import { DetailFields } from '../../../components/DetailScreen/DetailFields';
import { Money } from '../../../components/Money';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useWeChatShare } from '../../../lib/host/useWeChatShare';
import { useCommodityDetailQuery } from '../api/mall';
import { exchangeHref } from '../lib/links';
import { formatPoints } from '../../../lib/format';
import { isNotFound } from '../lib/refusal';
import { CommodityPicker } from './CommodityPicker';
import { CommodityPicture } from './CommodityPicture';
import { CommodityRefusal } from './CommodityRefusal';
import { NotFound } from './NotFound';
import '../../../components/DetailScreen/DetailScreen.css';
import './mall.css';

export interface CommodityDetailViewProps {
  commodityId?: string;
  integralId?: string;
}

function Detail({ c }: { c: CommodityDetail }) {
  // WeChat's menu in the official account shares the good: its name, price and picture.
  const link = useHref(href(paths.points.commodityDetails, { commodityId: c.commodityId }));
  useWeChatShare({
    title: c.name,
    desc: `${formatPoints(c.points)} 积分兑换`,
    link,
    imgUrl: c.image ?? undefined,
  });
  return (
    <article data-state="ready">
      <CommodityPicture commodity={c} size="large" />
      <Section aria-labelledby="commodity-name">
        <h1 id="commodity-name" className="mh-mall-title">
          {c.name}
        </h1>
        <p className="mh-mall-price" data-testid="commodity-points">
          {formatPoints(c.points)}
          <small>积分</small>
        </p>
        <p className="mh-mall-market">
          市场参考价 <Money amount={c.marketPrice} />
        </p>
      </Section>
      <Section aria-label="兑换信息">
        <DetailFields
          fields={[
            { label: '库存', value: c.stock > 0 ? `${c.stock} 件` : '售罄' },
            {
              label: '商品类型',
              value: c.isVirtual ? '虚拟商品，兑换后自动发放' : '实物商品，需填写收货地址',
            },
            { label: '我的积分', value: formatPoints(c.balance) },
          ]}
        />
      </Section>
      <Section title="商品说明">
        <p className="mh-mall-description">{c.description}</p>
      </Section>
      <div className="mh-mall-actions">
        {c.canExchange ? (
          <Link className="mh-button mh-button--primary mh-button--block" to={exchangeHref(c.commodityId)}>
            立即兑换
          </Link>
        ) : (
          <>
            <CommodityRefusal detail={c} />
            <button type="button" className="mh-button mh-button--primary mh-button--block" disabled>
              立即兑换
            </button>
          </>
        )}
      </div>
    </article>
  );
}

export function CommodityDetailView({ commodityId, integralId }: CommodityDetailViewProps) {
  const id = commodityId || integralId;
  const detail = useCommodityDetailQuery(id ?? skipToken);
  if (!id) return <CommodityPicker message="未指定商品，请从积分商城选择要兑换的商品" />;
  return (
    <div className="mh-mall">
      {isNotFound(detail.error) ? (
        <NotFound
          title="未找到该商品"
          error={detail.error}
          to={href(paths.points.pointMall)}
          linkText="返回积分商城"
        />
      ) : (
        <QueryState {...queryStatus(detail)} isEmpty={!detail.data} emptyText="未找到该商品">
          {detail.data ? <Detail c={detail.data} /> : null}
        </QueryState>
      )}
    </div>
  );
}
