// Points: home, bill, the expiry warning, the points page and rules, points waiting to be received.
import { ymd } from '../../../state/clock';
import { badParam, notFound } from '../../errors';
import { changePoints } from '../ledger';
import { inRange, optString, paginate, readDateRange, readPage } from '../input';
import type { ServiceHandlers } from '../types';
import { serverHtml } from '../server-html';

const EXPIRING_SOON = 120;
const POINTS_RULES = [
  '<h3>如何获得积分</h3>',
  '<p>每日签到得 10 积分，连续签到 3 天、7 天另有奖励；交易达标、完成任务和参与活动也可获得积分。</p>',
  '<h3>如何使用积分</h3>',
  '<p>积分可在积分商城兑换实物和虚拟商品；实物商品需填写收货地址，7 个工作日内发货。</p>',
  '<h3>积分有效期</h3>',
  '<p>积分自获得之日起 12 个月内有效，到期未使用的积分将自动清零，请及时兑换。</p>',
].join('');

export const integralHandlers = {
  integralHome: ({ state, now }) => ({
    balance: state.points.balance,
    pendingPoints: state.points.pending.reduce((s, p) => s + p.points, 0),
    expiringPoints: state.points.balance > EXPIRING_SOON ? EXPIRING_SOON : 0,
    signedToday: state.signIn.days.includes(ymd(now)),
    recommend: state.commodities.filter((c) => c.stock > 0 && !c.memberOnly).slice(0, 4),
    unfinishedTasks: state.tasks.filter((t) => t.status !== '2').length,
  }),
  integralBill: ({ state, input }) => {
    const range = readDateRange(input);
    const type = optString(input, 'tradeType') ?? optString(input, 'type');
    if (type && !['01', '02', '03'].includes(type)) throw badParam(`未知的积分类型 ${type}`);
    const items = state.points.bill.filter((e) => inRange(e.date, range) && (!type || e.type === type));
    return { ...paginate(items, readPage(input)), balance: state.points.balance };
  },
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
