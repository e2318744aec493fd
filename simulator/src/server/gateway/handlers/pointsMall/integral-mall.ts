// The points mall: goods, a good's page, exchange (spends points, creates an order and a bill entry), orders, addresses.
import { dateTime, ymd } from '../../../state/clock';
import type { Commodity, DeliveryAddress, IntegralOrder, MerchantState } from '../../../state/model';
import { BusinessRuleError, CODES, badParam, notFound } from '../../errors';
import { changePoints } from '../ledger';
import { mintId, optBoolean, optInt, optString, paginate, readPage, reqMobile, reqString } from '../input';
import { addCapped, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

/** integralEditAddress answers the whole list. */
export const MAX_ADDRESSES = 20;

/** Why this commodity cannot be exchanged now (the error the exchange would answer), or null. */
function exchangeRefusal(
  state: MerchantState,
  commodity: Commodity,
  count: number,
): BusinessRuleError | null {
  if (commodity.memberOnly && state.member.vipStatus !== '1')
    return wrongState('会员专享商品，开通付费会员后可兑换');
  if (commodity.stock < count)
    return new BusinessRuleError(CODES.soldOut.code, `${commodity.name}${CODES.soldOut.msg}`);
  const cost = commodity.points * count;
  if (state.points.balance < cost)
    return new BusinessRuleError(
      CODES.notEnoughPoints.code,
      `${CODES.notEnoughPoints.msg}，还差 ${cost - state.points.balance} 积分`,
    );
  return null;
}

export const integralMallHandlers = {
  integralMall: ({ state, input }) => {
    const category = optString(input, 'category');
    const memberOnly = optBoolean(input, 'memberOnly');
    const kind = state.commodities.filter((c) => memberOnly === undefined || c.memberOnly === memberOnly);
    const items = kind.filter((c) => !category || c.category === category);
    return {
      ...paginate(items, readPage(input)),
      categories: [...new Set(kind.map((c) => c.category))],
      balance: state.points.balance,
      vipStatus: state.member.vipStatus,
    };
  },
  integralDetail: ({ state, params }) => {
    const id = params.id;
    const commodity = state.commodities.find((c) => c.commodityId === id || c.integralId === id);
    if (!commodity) throw notFound(`商品 ${id}`);
    const reason = exchangeRefusal(state, commodity, 1);
    return {
      ...commodity,
      balance: state.points.balance,
      canExchange: reason === null,
      reason: reason?.message ?? '',
      vipStatus: state.member.vipStatus,
      addresses: state.addresses,
    };
  },
  integralExchange: ({ state, input, now }) => {
    const commodityId = reqString(input, 'commodityId');
    const count = optInt(input, 'count', 1, 99) ?? 1;
    const commodity = state.commodities.find(
      (c) => c.commodityId === commodityId || c.integralId === commodityId,
    );
    if (!commodity) throw notFound(`商品 ${commodityId}`);
    const refusal = exchangeRefusal(state, commodity, count);
    if (refusal) throw refusal;
    const cost = commodity.points * count;
    let address: DeliveryAddress | null = null;
    if (!commodity.isVirtual) {
      const addressId = optString(input, 'addressId');
      address =
        (addressId ? state.addresses.find((a) => a.addressId === addressId) : state.addresses[0]) ?? null;
      if (!address) throw badParam('请先填写收货地址');
    }
    const entry = changePoints(state, -cost, `积分兑换：${commodity.name}`, now);
    commodity.stock -= count;
    const order: IntegralOrder = {
      orderNo: mintId(state, 'IO', ymd(now)),
      commodityId: commodity.commodityId,
      commodityName: commodity.name,
      count,
      points: cost,
      status: commodity.isVirtual ? '03' : '01',
      statusName: commodity.isVirtual ? '已完成' : '待发货',
      createTime: dateTime(now),
      address,
    };
    state.integralOrders.unshift(order);
    return { order, balance: state.points.balance, billId: entry.id };
  },
  integralAddressList: ({ state }) => ({ list: state.addresses }),
  integralEditAddress: ({ state, input }) => {
    const fields = {
      name: reqString(input, 'name'),
      phone: reqMobile(input, 'phone'),
      province: reqString(input, 'province'),
      city: reqString(input, 'city'),
      area: reqString(input, 'area'),
      detail: reqString(input, 'detail'),
    };
    const addressId = optString(input, 'addressId');
    const existing = addressId ? state.addresses.find((a) => a.addressId === addressId) : undefined;
    if (addressId && !existing) throw notFound(`地址 ${addressId}`);
    if (existing) Object.assign(existing, fields);
    const address = existing ?? {
      addressId: `AD${String(state.addresses.length + 1).padStart(4, '0')}`,
      ...fields,
    };
    if (!existing) addCapped(state.addresses, address, MAX_ADDRESSES, '收货地址已达上限，请修改已有地址');
    return { address, list: state.addresses };
  },
  integralOrder: ({ state, input }) => {
    const status = optString(input, 'status');
    const orderNo = optString(input, 'orderNo');
    if (orderNo && !state.integralOrders.some((o) => o.orderNo === orderNo))
      throw notFound(`订单 ${orderNo}`);
    return paginate(
      state.integralOrders.filter(
        (o) => (!status || o.status === status) && (!orderNo || o.orderNo === orderNo),
      ),
      readPage(input),
    );
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
