// What each pos-operation-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { WealthBill, WealthBillRequest } from './bills.types';
import type { Pending, PendingBody, PendingQuery } from './pending';

/**
 * pos-operation-service: request and response `data` of every endpoint.
 *
 * @example
 * ```ts
 * type Answer = PosOperationServiceIo['integralHome']['response'];
 * ```
 */
export interface PosOperationServiceIo {
  /** POST integral/home — 积分首页 */
  integralHome: { body: PendingBody; response: Pending };
  /** POST integral/mall — 积分商城 */
  integralMall: { body: PendingBody; response: Pending };
  /** GET integral/detail/{id} — 积分商品详情 */
  integralDetail: { query: PendingQuery; response: Pending };
  /** POST integral/exchange — 积分兑换 */
  integralExchange: { body: PendingBody; response: Pending };
  /** POST integral/bill — 积分账单 */
  integralBill: { body: PendingBody; response: Pending };
  /** POST integral/editAddress — 编辑收货地址 */
  integralEditAddress: { body: PendingBody; response: Pending };
  /** POST integral/order — 积分订单 */
  integralOrder: { body: PendingBody; response: Pending };
  /** POST integral/duibaOrder — 兑吧订单 */
  integralDuibaOrder: { body: PendingBody; response: Pending };
  /** POST integral/attend — 积分参与 */
  integralAttend: { body: PendingBody; response: Pending };
  /** POST integral/getWarm — 积分提醒 */
  integralGetWarm: { body: PendingBody; response: Pending };
  /** POST integral/page — 积分分页 */
  integralPage: { body: PendingBody; response: Pending };
  /** POST integral/preIntegral/list — 待领取积分列表 */
  integralPreIntegralList: { body: PendingBody; response: Pending };
  /** POST integral/preIntegral/get — 领取待领取积分 */
  integralPreIntegralGet: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/info — 活动信息 */
  activityInfo: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/draw — 抽奖 */
  activityDraw: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/progress — 活动进度 */
  activityProgress: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/prizeList — 奖品列表 */
  activityPrizeList: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/synthesisRedPack — 合成红包 */
  activitySynthesisRedPack: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/signInStatus — 签到状态 */
  activitySignInStatus: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/signInDo — 签到 */
  activitySignInDo: { body: PendingBody; response: Pending };
  /** POST activity/api/app/d1/signInReceive — 签到领奖 */
  activitySignInReceive: { body: PendingBody; response: Pending };
  /** POST member/base/info — 会员信息 */
  memberBaseInfo: { body: PendingBody; response: Pending };
  /** POST member/base/privileges — 会员权益 */
  memberBasePrivileges: { body: PendingBody; response: Pending };
  /** POST member/base/cycleTasks — 会员周期任务 */
  memberBaseCycleTasks: { body: PendingBody; response: Pending };
  /** POST payMember/aliOrderCreate — 付费会员支付宝下单 */
  payMemberAliOrderCreate: { body: PendingBody; response: Pending };
  /** POST payMember/couponRights — 会员券权益 */
  payMemberCouponRights: { body: PendingBody; response: Pending };
  /** POST noviceGifts — 新手礼包 */
  noviceGifts: { body: PendingBody; response: Pending };
  /** POST app/message/query — 消息列表 */
  appMessageQuery: { body: PendingBody; response: Pending };
  /** POST app/message/count — 未读消息数 */
  appMessageCount: { body: PendingBody; response: Pending };
  /** POST app/message/markRead — 标记已读 */
  appMessageMarkRead: { body: PendingBody; response: Pending };
  /** POST app/taskCenter — 任务中心 */
  appTaskCenter: { body: PendingBody; response: Pending };
  /** POST app/taskCenter/reward — 任务奖励领取 */
  appTaskCenterReward: { body: PendingBody; response: Pending };
  /** POST advert — 广告位 */
  advert: { body: PendingBody; response: Pending };
  /** POST config/switcher — 配置开关 */
  configSwitcher: { body: PendingBody; response: Pending };
  /** POST reconcil — 对账 */
  reconcil: { body: PendingBody; response: Pending };
  /** POST wealthBill — 储蓄账单 */
  wealthBill: { body: WealthBillRequest; response: WealthBill };
}
