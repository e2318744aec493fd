// Points: home, mall, exchange (spends points, creates an order and a bill entry), bill, orders, address.
import { dateTime, ymd } from '../../../state/clock';
import type { Commodity, DeliveryAddress, IntegralOrder, MerchantState } from '../../../state/model';
import { BusinessRuleError, CODES, badParam, notFound } from '../../errors';
import { changePoints } from '../ledger';
import {
  inRange,
  mintId,
  optBoolean,
  optInt,
  optString,
  paginate,
  readDateRange,
  readPage,
  reqMobile,
  reqString,
} from '../input';
import { addCapped, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';
import { attendActivity } from './attendance';
import { partnerLoginOverride } from './partner-login';
import { serverHtml } from '../server-html';

const EXPIRING_SOON = 120;
/** integralEditAddress answers the whole list. */
export const MAX_ADDRESSES = 20;

/** The third-party malls' login addresses (the app's allow-list names these origins). */
export const PARTNER_LOGIN = {
  duiba: 'https://duiba.sim.localhost/autoLogin',
  yhh: 'https://yhh.sim.localhost/login',
} as const;

const POINTS_RULES = [
  '<h3>如何获得积分</h3>',
  '<p>每日签到得 10 积分，连续签到 3 天、7 天另有奖励；交易达标、完成任务和参与活动也可获得积分。</p>',
  '<h3>如何使用积分</h3>',
  '<p>积分可在积分商城兑换实物和虚拟商品；实物商品需填写收货地址，7 个工作日内发货。</p>',
  '<h3>积分有效期</h3>',
  '<p>积分自获得之日起 12 个月内有效，到期未使用的积分将自动清零，请及时兑换。</p>',
].join('');

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

export const integralHandlers = {
  integralHome: ({ state, now }) => ({
    balance: state.points.balance,
    pendingPoints: state.points.pending.reduce((s, p) => s + p.points, 0),
    expiringPoints: state.points.balance > EXPIRING_SOON ? EXPIRING_SOON : 0,
    signedToday: state.signIn.days.includes(ymd(now)),
    recommend: state.commodities.filter((c) => c.stock > 0 && !c.memberOnly).slice(0, 4),
    unfinishedTasks: state.tasks.filter((t) => t.status !== '2').length,
  }),
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
  integralBill: ({ state, input }) => {
    const range = readDateRange(input);
    const type = optString(input, 'tradeType') ?? optString(input, 'type');
    if (type && !['01', '02', '03'].includes(type)) throw badParam(`未知的积分类型 ${type}`);
    const items = state.points.bill.filter((e) => inRange(e.date, range) && (!type || e.type === type));
    return { ...paginate(items, readPage(input)), balance: state.points.balance };
  },
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
  integralDuibaOrder: ({ session, state, input }) => {
    const mall = optString(input, 'mall') ?? 'duiba';
    if (mall !== 'duiba' && mall !== 'yhh') throw badParam(`未知的积分商城 ${mall}`);
    const redirect = optString(input, 'redirect');
    // QA's hostile address (PUT /__sim/points/partner-login), answered as it was set.
    const hostile = partnerLoginOverride(session);
    if (hostile !== null) return { mall, redirectUrl: hostile, list: [], total: 0 };
    const login = new URL(PARTNER_LOGIN[mall]);
    login.searchParams.set('uid', state.profile.merchantNo);
    login.searchParams.set('credits', String(state.points.balance));
    if (redirect) login.searchParams.set('redirect', redirect);
    return { mall, redirectUrl: login.toString(), list: [], total: 0 };
  },
  integralAttend: ({ state, input, now }) => attendActivity(state, optString(input, 'activityId'), now),
  integralGetWarm: ({ state, now }) => ({
    expiringPoints: state.points.balance > EXPIRING_SOON ? EXPIRING_SOON : 0,
    expireDate: ymd(now + 30 * 86_400_000),
    message:
      state.points.balance > EXPIRING_SOON ? `您有 ${EXPIRING_SOON} 积分将于 30 天后过期，快去兑换吧` : '',
  }),
  integralPage: ({ session, state }) => ({
    rules: serverHtml(session, POINTS_RULES),
    banners: [
      { title: '积分商城上新', image: '/h5/static/banner-mall.png', link: '/integralManage/PointMall' },
    ],
    categories: [...new Set(state.commodities.map((c) => c.category))],
    hot: state.commodities.filter((c) => c.stock > 0).slice(0, 6),
  }),
  integralPreIntegralList: ({ state }) => ({
    list: state.points.pending,
    total: state.points.pending.length,
  }),
  integralPreIntegralGet: ({ state, input, now }) => {
    const id = optString(input, 'id');
    const index = id ? state.points.pending.findIndex((p) => p.id === id) : 0;
    const pending = state.points.pending[index];
    if (index < 0 || !pending) throw notFound(`待领取积分 ${id ?? ''}`);
    state.points.pending.splice(index, 1);
    changePoints(state, pending.points, `领取：${pending.title}`, now);
    return { received: pending, balance: state.points.balance };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
