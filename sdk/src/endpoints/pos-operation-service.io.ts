// What each pos-operation-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { WealthBill, WealthBillRequest } from './bills.types';
import type {
  ActivityInfo,
  ActivityInfoRequest,
  ActivityProgress,
  ActivityRequest,
  AxisLevelReceiveRequest,
  AdvertList,
  AdvertRequest,
  BankOfferDetail,
  BankOfferDetailRequest,
  BankOfferHome,
  BankOfferListRequest,
  BankOfferPage,
  AppMessageCount,
  AppMessageDetailRequest,
  AppMessage,
  AppMessageMarkRead,
  AppMessageMarkReadRequest,
  AppMessagePage,
  AppMessageQueryRequest,
  CommodityDetail,
  ConfigSwitches,
  DeliveryAddressEdit,
  DeliveryAddressEditRequest,
  DeliveryAddressList,
  DrawResult,
  DuibaOrders,
  IntegralAttendance,
  IntegralBill,
  IntegralBillRequest,
  IntegralExchangeRequest,
  IntegralExchangeResult,
  IntegralExpiryReminder,
  IntegralHome,
  IntegralMall,
  IntegralMallRequest,
  IntegralOrderList,
  IntegralOrderListRequest,
  IntegralPage,
  MemberCouponRights,
  MemberRightReceiveRequest,
  MemberRightReceived,
  MemberCycleTask,
  MemberInfo,
  MemberList,
  MemberOrder,
  MemberOrderRequest,
  MemberPrivilegeView,
  NoviceGifts,
  NoviceGiftsRequest,
  PartnerMallLoginRequest,
  PreIntegralList,
  PreIntegralReceiveRequest,
  PreIntegralReceived,
  PrizeAward,
  PrizeClaimRequest,
  PrizeList,
  Reconciliation,
  ReconciliationRequest,
  SignInResult,
  SignInStatus,
  StreakRewardReceived,
  StreakRewardRequest,
  TaskCenter,
  TaskReward,
  TaskRewardRequest,
} from './pos-operation-service.types';
import type { EmptyBody } from './types';

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
  integralHome: { body: EmptyBody; response: IntegralHome };
  /** POST integral/mall — 积分商城 */
  integralMall: { body: IntegralMallRequest; response: IntegralMall };
  /** GET integral/detail/{id} — 积分商品详情（id 在路径里，无 query） */
  integralDetail: { response: CommodityDetail };
  /** POST integral/exchange — 积分兑换 */
  integralExchange: { body: IntegralExchangeRequest; response: IntegralExchangeResult };
  /** POST integral/bill — 积分账单 */
  integralBill: { body: IntegralBillRequest; response: IntegralBill };
  /** POST integral/addressList — 收货地址列表 */
  integralAddressList: { body: EmptyBody; response: DeliveryAddressList };
  /** POST integral/editAddress — 编辑收货地址 */
  integralEditAddress: { body: DeliveryAddressEditRequest; response: DeliveryAddressEdit };
  /** POST integral/order — 积分订单 */
  integralOrder: { body: IntegralOrderListRequest; response: IntegralOrderList };
  /** POST integral/duibaOrder — 兑吧订单 */
  integralDuibaOrder: { body: PartnerMallLoginRequest; response: DuibaOrders };
  /** POST integral/attend — 积分参与 */
  integralAttend: { body: ActivityRequest; response: IntegralAttendance };
  /** POST integral/getWarm — 积分提醒 */
  integralGetWarm: { body: EmptyBody; response: IntegralExpiryReminder };
  /** POST integral/page — 积分分页 */
  integralPage: { body: EmptyBody; response: IntegralPage };
  /** POST integral/preIntegral/list — 待领取积分列表 */
  integralPreIntegralList: { body: EmptyBody; response: PreIntegralList };
  /** POST integral/preIntegral/get — 领取待领取积分 */
  integralPreIntegralGet: { body: PreIntegralReceiveRequest; response: PreIntegralReceived };
  /** POST activity/api/app/d1/info — 活动信息 */
  activityInfo: { body: ActivityInfoRequest; response: ActivityInfo };
  /** POST activity/api/app/d1/draw — 抽奖 */
  activityDraw: { body: ActivityRequest; response: DrawResult };
  /** POST activity/api/app/d1/progress — 活动进度 */
  activityProgress: { body: ActivityRequest; response: ActivityProgress };
  /** POST activity/api/app/d1/prizeList — 奖品列表 */
  activityPrizeList: { body: ActivityRequest; response: PrizeList };
  /** POST activity/api/app/d1/prizeClaim — 领取奖品（实物填写收货地址） */
  activityPrizeClaim: { body: PrizeClaimRequest; response: PrizeAward };
  /** POST activity/api/app/d1/synthesisRedPack — 合成红包 */
  activitySynthesisRedPack: { body: ActivityRequest; response: PrizeAward };
  /** POST activity/api/app/d1/levelReceive — 领取达标奖励 */
  activityLevelReceive: { body: AxisLevelReceiveRequest; response: PrizeAward };
  /** POST activity/api/app/d1/signInStatus — 签到状态 */
  activitySignInStatus: { body: EmptyBody; response: SignInStatus };
  /** POST activity/api/app/d1/signInDo — 签到 */
  activitySignInDo: { body: EmptyBody; response: SignInResult };
  /** POST activity/api/app/d1/signInReceive — 签到领奖 */
  activitySignInReceive: { body: StreakRewardRequest; response: StreakRewardReceived };
  /** POST member/base/info — 会员信息 */
  memberBaseInfo: { body: EmptyBody; response: MemberInfo };
  /** POST member/base/privileges — 会员权益 */
  memberBasePrivileges: { body: EmptyBody; response: MemberList<MemberPrivilegeView> };
  /** POST member/base/cycleTasks — 会员周期任务 */
  memberBaseCycleTasks: { body: EmptyBody; response: MemberList<MemberCycleTask> };
  /** POST payMember/aliOrderCreate — 付费会员支付宝下单 */
  payMemberAliOrderCreate: { body: MemberOrderRequest; response: MemberOrder };
  /** POST payMember/couponRights — 会员券权益 */
  payMemberCouponRights: { body: EmptyBody; response: MemberCouponRights };
  /**
   * POST payMember/rightReceive — 领取会员权益. Idempotent: the same Idempotency-Key answers the
   * first claim again; a new key in the same cycle is refused ('3007'), so a right is claimed once
   * per cycle whatever the client does.
   */
  payMemberRightReceive: { body: MemberRightReceiveRequest; response: MemberRightReceived };
  /** POST noviceGifts — 新手礼包 */
  noviceGifts: { body: NoviceGiftsRequest; response: NoviceGifts };
  /** POST app/message/query — 消息列表 */
  appMessageQuery: { body: AppMessageQueryRequest; response: AppMessagePage };
  /** POST app/message/count — 未读消息数 */
  appMessageCount: { body: EmptyBody; response: AppMessageCount };
  /** POST app/message/markRead — 标记已读 */
  appMessageMarkRead: { body: AppMessageMarkReadRequest; response: AppMessageMarkRead };
  /** POST app/message/detail — 消息详情 (a deep link opens one message without the list) */
  appMessageDetail: { body: AppMessageDetailRequest; response: AppMessage };
  /** POST app/taskCenter — 任务中心 */
  appTaskCenter: { body: EmptyBody; response: TaskCenter };
  /** POST app/taskCenter/reward — 任务奖励领取 */
  appTaskCenterReward: { body: TaskRewardRequest; response: TaskReward };
  /** POST advert — 广告位 */
  advert: { body: AdvertRequest; response: AdvertList };
  /** POST bankOffer/home — 银行优惠推荐 (recommended banks and featured offers; designed in issue 38) */
  bankOfferHome: { body: EmptyBody; response: BankOfferHome };
  /** POST bankOffer/list — 银行优惠列表 (running offers, paged, by bank) */
  bankOfferList: { body: BankOfferListRequest; response: BankOfferPage };
  /** POST bankOffer/detail — 银行优惠详情 (an ended offer answers status '2') */
  bankOfferDetail: { body: BankOfferDetailRequest; response: BankOfferDetail };
  /** POST config/switcher — 配置开关 */
  configSwitcher: { body: EmptyBody; response: ConfigSwitches };
  /** POST reconcil — 对账 */
  reconcil: { body: ReconciliationRequest; response: Reconciliation };
  /** POST wealthBill — 储蓄账单 */
  wealthBill: { body: WealthBillRequest; response: WealthBill };
}
