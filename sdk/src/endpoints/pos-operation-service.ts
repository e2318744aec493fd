import type { Endpoint } from './types';

const S = 'pos-operation-service' as const;

/**
 * pos-operation-service calls (SPEC.md §7). The activity keys drop the
 * `api/app/d1` version segments (`activityDraw`, not `activityApiAppD1Draw`).
 */
export const posOperationServiceEndpoints = {
  integralHome: { name: 'integralHome', service: S, path: 'integral/home', method: 'POST', summary: '积分首页' },
  integralMall: { name: 'integralMall', service: S, path: 'integral/mall', method: 'POST', summary: '积分商城' },
  integralDetail: { name: 'integralDetail', service: S, path: 'integral/detail/{id}', method: 'GET', summary: '积分商品详情' },
  integralExchange: { name: 'integralExchange', service: S, path: 'integral/exchange', method: 'POST', idempotent: true, summary: '积分兑换' },
  integralBill: { name: 'integralBill', service: S, path: 'integral/bill', method: 'POST', summary: '积分账单' },
  integralEditAddress: { name: 'integralEditAddress', service: S, path: 'integral/editAddress', method: 'POST', summary: '编辑收货地址' },
  integralOrder: { name: 'integralOrder', service: S, path: 'integral/order', method: 'POST', summary: '积分订单' },
  integralDuibaOrder: { name: 'integralDuibaOrder', service: S, path: 'integral/duibaOrder', method: 'POST', summary: '兑吧订单' },
  integralAttend: { name: 'integralAttend', service: S, path: 'integral/attend', method: 'POST', summary: '积分参与' },
  integralGetWarm: { name: 'integralGetWarm', service: S, path: 'integral/getWarm', method: 'POST', summary: '积分提醒' },
  integralPage: { name: 'integralPage', service: S, path: 'integral/page', method: 'POST', summary: '积分分页' },
  integralPreIntegralList: { name: 'integralPreIntegralList', service: S, path: 'integral/preIntegral/list', method: 'POST', summary: '待领取积分列表' },
  integralPreIntegralGet: { name: 'integralPreIntegralGet', service: S, path: 'integral/preIntegral/get', method: 'POST', summary: '领取待领取积分' },

  activityInfo: { name: 'activityInfo', service: S, path: 'activity/api/app/d1/info', method: 'POST', summary: '活动信息' },
  activityDraw: { name: 'activityDraw', service: S, path: 'activity/api/app/d1/draw', method: 'POST', idempotent: true, summary: '抽奖' },
  activityProgress: { name: 'activityProgress', service: S, path: 'activity/api/app/d1/progress', method: 'POST', summary: '活动进度' },
  activityPrizeList: { name: 'activityPrizeList', service: S, path: 'activity/api/app/d1/prizeList', method: 'POST', summary: '奖品列表' },
  activitySynthesisRedPack: { name: 'activitySynthesisRedPack', service: S, path: 'activity/api/app/d1/synthesisRedPack', method: 'POST', idempotent: true, summary: '合成红包' },
  activitySignInStatus: { name: 'activitySignInStatus', service: S, path: 'activity/api/app/d1/signInStatus', method: 'POST', summary: '签到状态' },
  activitySignInDo: { name: 'activitySignInDo', service: S, path: 'activity/api/app/d1/signInDo', method: 'POST', idempotent: true, summary: '签到' },
  activitySignInReceive: { name: 'activitySignInReceive', service: S, path: 'activity/api/app/d1/signInReceive', method: 'POST', idempotent: true, summary: '签到领奖' },

  memberBaseInfo: { name: 'memberBaseInfo', service: S, path: 'member/base/info', method: 'POST', summary: '会员信息' },
  memberBasePrivileges: { name: 'memberBasePrivileges', service: S, path: 'member/base/privileges', method: 'POST', summary: '会员权益' },
  memberBaseCycleTasks: { name: 'memberBaseCycleTasks', service: S, path: 'member/base/cycleTasks', method: 'POST', summary: '会员周期任务' },
  payMemberAliOrderCreate: { name: 'payMemberAliOrderCreate', service: S, path: 'payMember/aliOrderCreate', method: 'POST', idempotent: true, summary: '付费会员支付宝下单' },
  payMemberCouponRights: { name: 'payMemberCouponRights', service: S, path: 'payMember/couponRights', method: 'POST', summary: '会员券权益' },
  noviceGifts: { name: 'noviceGifts', service: S, path: 'noviceGifts', method: 'POST', summary: '新手礼包' },

  appMessageQuery: { name: 'appMessageQuery', service: S, path: 'app/message/query', method: 'POST', summary: '消息列表' },
  appMessageCount: { name: 'appMessageCount', service: S, path: 'app/message/count', method: 'POST', summary: '未读消息数' },
  appMessageMarkRead: { name: 'appMessageMarkRead', service: S, path: 'app/message/markRead', method: 'POST', summary: '标记已读' },
  appTaskCenter: { name: 'appTaskCenter', service: S, path: 'app/taskCenter', method: 'POST', summary: '任务中心' },
  appTaskCenterReward: { name: 'appTaskCenterReward', service: S, path: 'app/taskCenter/reward', method: 'POST', idempotent: true, summary: '任务奖励领取' },

  advert: { name: 'advert', service: S, path: 'advert', method: 'POST', summary: '广告位' },
  configSwitcher: { name: 'configSwitcher', service: S, path: 'config/switcher', method: 'POST', summary: '配置开关' },
  reconcil: { name: 'reconcil', service: S, path: 'reconcil', method: 'POST', summary: '对账' },
  wealthBill: { name: 'wealthBill', service: S, path: 'wealthBill', method: 'POST', summary: '储蓄账单' },
} as const satisfies Record<string, Endpoint>;
