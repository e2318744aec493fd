// One good in a list: picture, name, its price in points, the market price and what is left
// (售罄 when nothing is).
import type { Commodity } from '@merchant-h5/sdk';
import { Money } from '../../../components/Money';
import { formatPoints } from '../../../lib/format';
import { CommodityPicture } from './CommodityPicture';
import './mall.css';

/** Row height of {@link CommodityRow} in design pixels (750-px layout). */
export const COMMODITY_ROW_HEIGHT = 208;

export function CommodityRow({ commodity }: { commodity: Commodity }) {
  return (
    <div className="mh-goods-row">
      <CommodityPicture commodity={commodity} />
      <div className="mh-goods-info">
        <span className="mh-goods-name">{commodity.name}</span>
        <span className="mh-goods-points">{formatPoints(commodity.points)} 积分</span>
        <span className="mh-goods-sub">
          <span>
            市场价 <Money amount={commodity.marketPrice} />
          </span>
          {commodity.stock > 0 ? (
            <span>库存 {commodity.stock}</span>
          ) : (
            <span className="mh-goods-soldout">售罄</span>
          )}
        </span>
      </div>
    </div>
  );
}
