// /integralManage/integralAction?commodityId=: the exchange confirmation of the good the address
// names; without one, the goods to choose from.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { useCommodityDetailQuery } from '../api/mall';
import { isNotFound } from '../lib/refusal';
import { CommodityPicker } from './CommodityPicker';
import { ExchangeForm } from './ExchangeForm';
import { NotFound } from './NotFound';
import './mall.css';

export function IntegralActionView() {
  const [params] = useSearchParams();
  const commodityId = params.get('commodityId') ?? '';
  const detail = useCommodityDetailQuery(commodityId || skipToken);
  if (!commodityId) return <CommodityPicker message="请先选择要兑换的商品" />;
  if (isNotFound(detail.error))
    return (
      <NotFound
        title="未找到该商品"
        error={detail.error}
        to={href(paths.points.pointMall)}
        linkText="返回积分商城"
      />
    );
  return (
    <QueryState {...queryStatus(detail)} isEmpty={!detail.data} emptyText="未找到该商品">
      {detail.data ? <ExchangeForm detail={detail.data} onRefused={() => void detail.refetch()} /> : null}
    </QueryState>
  );
}
