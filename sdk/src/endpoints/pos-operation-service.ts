import { TEXT_LIMITS } from './text-limits';
import type { Endpoint } from './types';

const S = 'pos-operation-service' as const;

// pos-operation-service calls (docs/product.md §7): one `export const` each, `name` its key (the
// `endpoints` namespace joins the services: ./catalogue.ts). The activity keys drop the `api/app/d1`
// version segments (`activityDraw`, not `activityApiAppD1Draw`). The app's build takes each into the
// chunk of the code that names it (app/build/catalogueSplit.ts).
export const integralHome = {
  name: 'integralHome',
  service: S,
  path: 'integral/home',
  method: 'POST',
  summary: '积分首页',
} as const satisfies Endpoint;
export const integralMall = {
  name: 'integralMall',
  service: S,
  path: 'integral/mall',
  method: 'POST',
  summary: '积分商城',
} as const satisfies Endpoint;
export const integralDetail = {
  name: 'integralDetail',
  service: S,
  path: 'integral/detail/{id}',
  method: 'GET',
  summary: '积分商品详情',
} as const satisfies Endpoint;
export const integralExchange = {
  name: 'integralExchange',
  service: S,
  path: 'integral/exchange',
  method: 'POST',
  idempotent: true,
  summary: '积分兑换',
} as const satisfies Endpoint;
export const integralBill = {
  name: 'integralBill',
  service: S,
  path: 'integral/bill',
  method: 'POST',
  summary: '积分账单',
} as const satisfies Endpoint;
export const integralAddressList = {
  name: 'integralAddressList',
  service: S,
  path: 'integral/addressList',
  method: 'POST',
  summary: '收货地址列表',
} as const satisfies Endpoint;
export const integralEditAddress = {
  name: 'integralEditAddress',
  service: S,
  path: 'integral/editAddress',
  method: 'POST',
  summary: '编辑收货地址',
  limits: {
    name: TEXT_LIMITS.personName,
    province: TEXT_LIMITS.regionName,
    city: TEXT_LIMITS.regionName,
    area: TEXT_LIMITS.regionName,
    detail: TEXT_LIMITS.address,
  },
} as const satisfies Endpoint;
export const integralOrder = {
  name: 'integralOrder',
  service: S,
  path: 'integral/order',
  method: 'POST',
  summary: '积分订单',
} as const satisfies Endpoint;
export const integralDuibaOrder = {
  name: 'integralDuibaOrder',
  service: S,
  path: 'integral/duibaOrder',
  method: 'POST',
  summary: '兑吧订单',
} as const satisfies Endpoint;
export const integralAttend = {
  name: 'integralAttend',
  service: S,
  path: 'integral/attend',
  method: 'POST',
  idempotent: true,
  summary: '积分参与',
} as const satisfies Endpoint;
export const integralGetWarm = {
  name: 'integralGetWarm',
  service: S,
  path: 'integral/getWarm',
  method: 'POST',
  summary: '积分提醒',
} as const satisfies Endpoint;
export const integralPage = {
  name: 'integralPage',
  service: S,
  path: 'integral/page',
  method: 'POST',
  summary: '积分分页',
} as const satisfies Endpoint;
export const integralPreIntegralList = {
  name: 'integralPreIntegralList',
  service: S,
  path: 'integral/preIntegral/list',
  method: 'POST',
  summary: '待领取积分列表',
} as const satisfies Endpoint;
export const integralPreIntegralGet = {
  name: 'integralPreIntegralGet',
  service: S,
  path: 'integral/preIntegral/get',
  method: 'POST',
  summary: '领取待领取积分',
} as const satisfies Endpoint;

export const activityInfo = {
  name: 'activityInfo',
  service: S,
  path: 'activity/api/app/d1/info',
  method: 'POST',
  summary: '活动信息',
} as const satisfies Endpoint;
export const activityDraw = {
  name: 'activityDraw',
  service: S,
  path: 'activity/api/app/d1/draw',
  method: 'POST',
  idempotent: true,
  summary: '抽奖',
} as const satisfies Endpoint;
export const activityProgress = {
  name: 'activityProgress',
  service: S,
  path: 'activity/api/app/d1/progress',
  method: 'POST',
  summary: '活动进度',
} as const satisfies Endpoint;
export const activityPrizeList = {
  name: 'activityPrizeList',
  service: S,
  path: 'activity/api/app/d1/prizeList',
  method: 'POST',
  summary: '奖品列表',
} as const satisfies Endpoint;
export const activityPrizeClaim = {
  name: 'activityPrizeClaim',
  service: S,
  path: 'activity/api/app/d1/prizeClaim',
  method: 'POST',
  idempotent: true,
  summary: '领取奖品（实物填写收货地址）',
} as const satisfies Endpoint;
export const activitySynthesisRedPack = {
  name: 'activitySynthesisRedPack',
  service: S,
  path: 'activity/api/app/d1/synthesisRedPack',
  method: 'POST',
  idempotent: true,
  summary: '合成红包',
} as const satisfies Endpoint;
export const activityLevelReceive = {
  name: 'activityLevelReceive',
  service: S,
  path: 'activity/api/app/d1/levelReceive',
  method: 'POST',
  idempotent: true,
  summary: '领取达标奖励',
} as const satisfies Endpoint;
export const activitySignInStatus = {
  name: 'activitySignInStatus',
  service: S,
  path: 'activity/api/app/d1/signInStatus',
  method: 'POST',
  summary: '签到状态',
} as const satisfies Endpoint;
export const activitySignInDo = {
  name: 'activitySignInDo',
  service: S,
  path: 'activity/api/app/d1/signInDo',
  method: 'POST',
  idempotent: true,
  summary: '签到',
} as const satisfies Endpoint;
export const activitySignInReceive = {
  name: 'activitySignInReceive',
  service: S,
  path: 'activity/api/app/d1/signInReceive',
  method: 'POST',
  idempotent: true,
  summary: '签到领奖',
} as const satisfies Endpoint;

export const memberBaseInfo = {
  name: 'memberBaseInfo',
  service: S,
  path: 'member/base/info',
  method: 'POST',
  summary: '会员信息',
} as const satisfies Endpoint;
export const memberBasePrivileges = {
  name: 'memberBasePrivileges',
  service: S,
  path: 'member/base/privileges',
  method: 'POST',
  summary: '会员权益',
} as const satisfies Endpoint;
export const memberBaseCycleTasks = {
  name: 'memberBaseCycleTasks',
  service: S,
  path: 'member/base/cycleTasks',
  method: 'POST',
  summary: '会员周期任务',
} as const satisfies Endpoint;
export const payMemberAliOrderCreate = {
  name: 'payMemberAliOrderCreate',
  service: S,
  path: 'payMember/aliOrderCreate',
  method: 'POST',
  idempotent: true,
  summary: '付费会员支付宝下单',
} as const satisfies Endpoint;
export const payMemberCouponRights = {
  name: 'payMemberCouponRights',
  service: S,
  path: 'payMember/couponRights',
  method: 'POST',
  summary: '会员券权益',
} as const satisfies Endpoint;
export const payMemberRightReceive = {
  name: 'payMemberRightReceive',
  service: S,
  path: 'payMember/rightReceive',
  method: 'POST',
  idempotent: true,
  summary: '领取会员权益',
} as const satisfies Endpoint;
export const noviceGifts = {
  name: 'noviceGifts',
  service: S,
  path: 'noviceGifts',
  method: 'POST',
  summary: '新手礼包',
} as const satisfies Endpoint;

export const appMessageQuery = {
  name: 'appMessageQuery',
  service: S,
  path: 'app/message/query',
  method: 'POST',
  summary: '消息列表',
} as const satisfies Endpoint;
export const appMessageCount = {
  name: 'appMessageCount',
  service: S,
  path: 'app/message/count',
  method: 'POST',
  summary: '未读消息数',
} as const satisfies Endpoint;
export const appMessageMarkRead = {
  name: 'appMessageMarkRead',
  service: S,
  path: 'app/message/markRead',
  method: 'POST',
  summary: '标记已读',
} as const satisfies Endpoint;
export const appMessageDetail = {
  name: 'appMessageDetail',
  service: S,
  path: 'app/message/detail',
  method: 'POST',
  summary: '消息详情',
} as const satisfies Endpoint;
export const appTaskCenter = {
  name: 'appTaskCenter',
  service: S,
  path: 'app/taskCenter',
  method: 'POST',
  summary: '任务中心',
} as const satisfies Endpoint;
export const appTaskCenterReward = {
  name: 'appTaskCenterReward',
  service: S,
  path: 'app/taskCenter/reward',
  method: 'POST',
  idempotent: true,
  summary: '任务奖励领取',
} as const satisfies Endpoint;

export const advert = {
  name: 'advert',
  service: S,
  path: 'advert',
  method: 'POST',
  summary: '广告位',
} as const satisfies Endpoint;
export const bankOfferHome = {
  name: 'bankOfferHome',
  service: S,
  path: 'bankOffer/home',
  method: 'POST',
  summary: '银行优惠推荐',
} as const satisfies Endpoint;
export const bankOfferList = {
  name: 'bankOfferList',
  service: S,
  path: 'bankOffer/list',
  method: 'POST',
  summary: '银行优惠列表',
} as const satisfies Endpoint;
export const bankOfferDetail = {
  name: 'bankOfferDetail',
  service: S,
  path: 'bankOffer/detail',
  method: 'POST',
  summary: '银行优惠详情',
} as const satisfies Endpoint;
export const configSwitcher = {
  name: 'configSwitcher',
  service: S,
  path: 'config/switcher',
  method: 'POST',
  summary: '配置开关',
} as const satisfies Endpoint;
export const reconcil = {
  name: 'reconcil',
  service: S,
  path: 'reconcil',
  method: 'POST',
  summary: '对账',
} as const satisfies Endpoint;
export const wealthBill = {
  name: 'wealthBill',
  service: S,
  path: 'wealthBill',
  method: 'POST',
  summary: '储蓄账单',
} as const satisfies Endpoint;
