// Request and response shapes of the pos-operation-service calls. docs/product.md gives no payloads:
// these are the shapes this project defines and the simulator serves (field spellings as docs/product.md §3
// names them).
// Dates are 'YYYYMMDD' and times 'YYYY-MM-DD HH:mm:ss' unless a field says otherwise.
import type { PageRequest, PageResponse } from './records.types';

// ── Points (integral) ──────────────────────────────────────────────────────────────────────────

/** A commodity of the points mall; `integralId` is a second id the detail and exchange calls accept. */
export interface Commodity {
  commodityId: string;
  integralId: string;
  name: string;
  category: string;
  /** points one piece costs */
  points: number;
  /** yuan */
  marketPrice: number;
  stock: number;
  image: string;
  description: string;
  /** virtual goods are issued at once and need no address */
  isVirtual: boolean;
  /** member-only goods (`/vvip`): only a paying member (`vipStatus` '1') may exchange them */
  memberOnly: boolean;
}

/** `integralHome` response: the points summary and a few commodities to show. */
export interface IntegralHome {
  balance: number;
  /** points waiting to be received (see `integralPreIntegralList`) */
  pendingPoints: number;
  expiringPoints: number;
  signedToday: boolean;
  recommend: Commodity[];
  unfinishedTasks: number;
}

/** `integralMall` request; `category` absent means every category, `memberOnly` absent every kind. */
export interface IntegralMallRequest extends Partial<PageRequest> {
  category?: string;
  /** true: only the member-only goods; false: only the goods everyone may exchange */
  memberOnly?: boolean;
}

/** `integralMall` response: a page of commodities, every category and the balance. */
export interface IntegralMall extends PageResponse<Commodity> {
  categories: string[];
  balance: number;
  /** the merchant's membership: '1' may exchange member-only goods */
  vipStatus: VipStatus;
}

/** `integralDetail` response (GET integral/detail/{id}, id = commodityId or integralId). */
export interface CommodityDetail extends Commodity {
  balance: number;
  /** in stock, affordable and, for member-only goods, the merchant is a paying member */
  canExchange: boolean;
  /** why `canExchange` is false ('' when it is true), in the server's words */
  reason: string;
  vipStatus: VipStatus;
  /** the merchant's delivery addresses, newest first (physical goods need one) */
  addresses: DeliveryAddress[];
}

/** A delivery address for physical commodities. */
export interface DeliveryAddress {
  addressId: string;
  name: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  detail: string;
}

/** `integralExchange` request; `addressId` defaults to the first address (physical goods only). */
export interface IntegralExchangeRequest {
  commodityId: string;
  /** 1–99, default 1 */
  count?: number;
  addressId?: string;
}

/** '01' waiting for delivery (physical goods), '03' completed (virtual goods at once, and past orders). */
export type IntegralOrderStatus = '01' | '03';

/** A points-mall order. */
export interface IntegralOrder {
  orderNo: string;
  commodityId: string;
  commodityName: string;
  count: number;
  /** points spent in total */
  points: number;
  status: IntegralOrderStatus;
  statusName: string;
  createTime: string;
  /** null for virtual goods */
  address: DeliveryAddress | null;
}

/** `integralExchange` response: the new order, the balance after it and its bill entry's id. */
export interface IntegralExchangeResult {
  order: IntegralOrder;
  balance: number;
  billId: string;
}

/** '01' earned, '02' spent, '03' expired. */
export type PointEntryType = '01' | '02' | '03';

/** One line of the points bill. */
export interface PointEntry {
  id: string;
  date: string;
  time: string;
  type: PointEntryType;
  typeName: string;
  /** negative when spent or expired */
  points: number;
  title: string;
  balanceAfter: number;
}

/** `integralBill` request; `type` is accepted as another spelling of `tradeType`. */
export interface IntegralBillRequest extends Partial<PageRequest> {
  startDate?: string;
  endDate?: string;
  tradeType?: PointEntryType;
  type?: PointEntryType;
}

/** `integralBill` response: a page of the bill, newest first, and the balance. */
export interface IntegralBill extends PageResponse<PointEntry> {
  balance: number;
}

/** `integralEditAddress` request: with `addressId` it edits that address, without it adds one. */
export interface DeliveryAddressEditRequest extends Omit<DeliveryAddress, 'addressId'> {
  addressId?: string;
}

/** `integralAddressList` response: the merchant's delivery addresses, as goods are sent to them. */
export interface DeliveryAddressList {
  list: DeliveryAddress[];
}

/** `integralEditAddress` response: the saved address and every address. */
export interface DeliveryAddressEdit {
  address: DeliveryAddress;
  list: DeliveryAddress[];
}

/** `integralOrder` request; `status` absent means every order. */
export interface IntegralOrderListRequest extends Partial<PageRequest> {
  status?: IntegralOrderStatus;
  /** one order (the order detail screen) */
  orderNo?: string;
}

/** `integralOrder` response. */
export type IntegralOrderList = PageResponse<IntegralOrder>;

/** The third-party points malls the app can leave to. */
export type PartnerMall = 'duiba' | 'yhh';

/**
 * `integralDuibaOrder` request: which third-party mall's signed login address to make. `client` is
 * the route's client label (`/integral/loading/{client}`), `redirect` the Duiba page to open after
 * the login (`/duibaMall/{dbredirect?}`), passed through to the signed address.
 */
export interface PartnerMallLoginRequest {
  /** default 'duiba' */
  mall?: PartnerMall;
  client?: string;
  redirect?: string;
}

/** `integralDuibaOrder` response: the third-party mall's signed login address; its orders live there, so the list is empty. */
export interface DuibaOrders {
  mall: PartnerMall;
  /** signed by the server for the third party; the app follows it only if its origin is allow-listed */
  redirectUrl: string;
  list: never[];
  total: number;
}

/** The request of the calls about one activity; `activityId` absent means the first activity. */
export interface ActivityRequest {
  activityId?: string;
}

/** The H5 page that runs an activity. */
export type ActivityKind =
  | 'lotteryMachine'
  | 'smashEggs'
  | 'box'
  | 'gatherCard'
  | 'shave'
  | 'doubleEleven'
  | 'tradeRefundFee'
  | 'standardAxis'
  | 'luxuryStorm'
  | 'marchGift'
  | 'officialPrize'
  | 'pointsMall'
  | 'tradeActivity';

/** `activityInfo` request: without `activityId`, the first activity of `kind` (or the very first). */
export interface ActivityInfoRequest extends ActivityRequest {
  kind?: ActivityKind;
}

/** `integralAttend` response: taking part in a points activity, once; `balance` includes its points. */
export interface IntegralAttendance {
  activityId: string;
  /** '1' attended */
  attended: string;
  attendTime: string;
  balance: number;
}

/** `integralGetWarm` response: points about to expire; `message` is '' when none are. */
export interface IntegralExpiryReminder {
  expiringPoints: number;
  expireDate: string;
  message: string;
}

/** A banner: picture and in-app link. */
export interface PromoBanner {
  title: string;
  image: string;
  link: string;
}

/** `integralPage` response: the points-mall landing page. */
export interface IntegralPage {
  /** the points rules (HTML: how points are earned, spent and expire) */
  rules: string;
  banners: PromoBanner[];
  categories: string[];
  hot: Commodity[];
}

/** Points granted but not yet received. */
export interface PreIntegral {
  id: string;
  points: number;
  title: string;
  expireDate: string;
}

/** `integralPreIntegralList` response. */
export interface PreIntegralList {
  list: PreIntegral[];
  total: number;
}

/** `integralPreIntegralGet` request; `id` absent receives the first pending entry. */
export interface PreIntegralReceiveRequest {
  id?: string;
}

/** `integralPreIntegralGet` response. */
export interface PreIntegralReceived {
  received: PreIntegral;
  balance: number;
}

// ── Activities and sign-in ─────────────────────────────────────────────────────────────────────

/**
 * '00' no prize (谢谢参与), '01' cash red pack, '02' points, '03' coupon (e.g. 免费提现券), '04' goods,
 * '05' synthesised red pack, '06' trade fee deduction, '07' a card of a gather-card set (never a
 * prize: it joins `ActivityInfo.cards`).
 */
export type PrizeType = '00' | '01' | '02' | '03' | '04' | '05' | '06' | '07';

/**
 * One entry of an activity's pool, as its game shows it and its rules state its odds. The server
 * draws among the entries in stock by weight: an entry's odds are its weight over theirs.
 */
export interface PrizePoolEntry {
  /** the entry's id in its activity */
  poolId: string;
  prizeName: string;
  prizeType: PrizeType;
  /** yuan for red packs and fee deductions, points for points, pieces otherwise (0 for '00') */
  amount: number;
  weight: number;
  /** where the game shows it (a grid's cell, a wheel's slice, an egg), 0-based, unique in its pool */
  position: number;
  /** pieces left to be won; null: no limit. An entry at 0 is not drawn. */
  stock: number | null;
}

/** A way to more draws, as the rules state it: `chances` more once `text` is done (per day). */
export interface ChanceSource {
  source: 'daily' | 'trade' | 'signIn' | 'task';
  text: string;
  chances: number;
}

/** Who may take part: every merchant, certified merchants, paid members. */
export type ActivityAudience = 'all' | 'certified' | 'member';

/** A marketing activity (lottery machine, smash eggs, gather cards…). */
export interface Activity {
  activityId: string;
  kind: ActivityKind;
  name: string;
  /** the first and last day it runs, both included */
  startDate: string;
  endDate: string;
  /** draws per day before any earned ones (`chanceSources`) */
  drawTimes: number;
  progress: number;
  target: number;
  /** HTML */
  rules: string;
  prizes: PrizePoolEntry[];
  /** the ways to more draws; the 'daily' one is `drawTimes` */
  chanceSources: ChanceSource[];
  /** a prize is certain on the draw after this many misses in a row; null: no such promise */
  guaranteeAfter: number | null;
  audience: ActivityAudience;
  /** Gather cards only: yuan of the red pack a complete set makes (`activitySynthesisRedPack`). */
  redPackAmount?: number;
}

/** A card of a gather-card set and how many of it the merchant holds. */
export interface GatherCard {
  /** the pool entry that gives it (`PrizePoolEntry.poolId`) */
  cardId: string;
  name: string;
  owned: number;
}

/**
 * A level of the standard axis (达标轴): trading `target` yuan in the activity's days earns its
 * reward, received once (`activityLevelReceive`). A trading campaign (kind 'tradeActivity', 交易活动)
 * has the same levels, counted in yuan of card trades in its days (the calendar month).
 */
export interface AxisLevel {
  level: number;
  /** yuan traded since the activity's first day */
  target: number;
  prizeName: string;
  prizeType: PrizeType;
  amount: number;
  /** '0' not reached, '1' reached and waiting to be received, '2' received */
  status: '0' | '1' | '2';
}

/** `activityInfo` response; status '0' not started, '1' running, '2' ended. */
export interface ActivityInfo extends Activity {
  /** draws left to this merchant now (today's and earned ones) */
  remainingDraws: number;
  status: '0' | '1' | '2';
  /** false when the audience leaves this merchant out; `ineligibleReason` then says what to do */
  eligible: boolean;
  /** '' when eligible, e.g. '完成商户认证后即可参与' */
  ineligibleReason: string;
  /** misses in a row since this merchant's last prize (toward `guaranteeAfter`) */
  missesInRow: number;
  /** Points activities (kind 'pointsMall') only: '1' once the merchant took part (`integralAttend`). */
  attended?: '0' | '1';
  /** Points activities only: when the merchant took part, '' before. */
  attendTime?: string;
  /** Gather cards only: the set, each card with how many the merchant holds. */
  cards?: GatherCard[];
  /** Standard axis only: its levels, lowest first; `progress` is the yuan traded so far. */
  levels?: AxisLevel[];
  /**
   * Trading campaigns (kind 'tradeActivity') only: the card trades (刷卡消费, 闪付) taken in its days;
   * `progress` is their yuan less card refunds, and `levels` its reward tiers.
   */
  tradeCount?: number;
}

/**
 * '1' issued (credited: red pack, points, coupon, fee deduction), '2' to claim (goods wait for a
 * delivery address), '3' claimed (goods on their way), '4' expired (not claimed in time).
 */
export type PrizeStatus = '1' | '2' | '3' | '4';

/** A prize the merchant won. */
export interface Prize {
  prizeId: string;
  activityId: string;
  activityName: string;
  prizeName: string;
  prizeType: PrizeType;
  amount: number;
  time: string;
  status: PrizeStatus;
  statusName: string;
  /** the last day goods can be claimed; '' when there is nothing to claim */
  claimDeadline: string;
  /** where claimed goods go; null for every other prize and before the claim */
  address: DeliveryAddress | null;
  /** Fee deductions ('06') only: yuan of `amount` already taken off the merchant's trade fees. */
  used?: number;
}

/** `activityLevelReceive` request: the reward of one reached level of the standard axis or a trading campaign. */
export interface AxisLevelReceiveRequest {
  activityId?: string;
  level: number;
}

/** `activitySynthesisRedPack` (the red pack the collected cards made) and the claims' response. */
export interface PrizeAward {
  prize: Prize;
}

/**
 * `activityDraw` response: what the server drew. The game lands on `position`. The same
 * Idempotency-Key answers the same record again: a lost answer is recovered, never drawn again.
 */
export interface DrawResult {
  /** the draw's record */
  recordId: string;
  /** the pool entry drawn; a '00' entry is a miss, a '07' entry a card (it joins `ActivityInfo.cards`) */
  poolId: string;
  position: number;
  /** the prize won; null for a miss and for a card */
  prize: Prize | null;
  remainingDraws: number;
}

/** `activityPrizeClaim` request: goods won, sent to one of the merchant's delivery addresses. */
export interface PrizeClaimRequest {
  prizeId: string;
  addressId: string;
}

/** `activityProgress` response; `percent` is 0–100. */
export interface ActivityProgress {
  activityId: string;
  progress: number;
  target: number;
  percent: number;
}

/** `activityPrizeList` response: the prizes won, of one activity when `activityId` is given. */
export interface PrizeList {
  list: Prize[];
  total: number;
}

/** A reward for signing in `days` days in a row. */
export interface StreakReward {
  days: number;
  points: number;
}

/** `activitySignInStatus` response: today, the streak, the last 7 days and the streak rewards. */
export interface SignInStatus {
  signedToday: boolean;
  continuousDays: number;
  totalDays: number;
  /** points a sign-in gives */
  todayPoints: number;
  balance: number;
  calendar: Array<{ date: string; signed: boolean }>;
  rewards: Array<StreakReward & { reached: boolean; received: boolean }>;
}

/** `activitySignInDo` response. */
export interface SignInResult {
  points: number;
  balance: number;
  continuousDays: number;
}

/** `activitySignInReceive` request; `days` defaults to the first streak reward. */
export interface StreakRewardRequest {
  days?: number;
}

/** `activitySignInReceive` response: the reward received and the balance after it. */
export interface StreakRewardReceived extends StreakReward {
  balance: number;
}

// ── Membership ─────────────────────────────────────────────────────────────────────────────────

/** '0' not a paying member, '1' paying member. */
export type VipStatus = '0' | '1';

/**
 * The membership as of the server's today: 'none' never opened, 'member' open until `expireDate`
 * (that day included), 'lapsed' `expireDate` has passed. `vipStatus` alone cannot say "lapsed".
 */
export type MemberState = 'none' | 'member' | 'lapsed';

/**
 * A privilege's key: it picks the explanation screen (`reduceFee` → reduceFeePage, `birthday` →
 * explainBirthDayPage, `integral` → explainIntegralPage, `freeReplacement` → FreeReplacement, any
 * other → ExplainCommonPage/{key}/{vipStatus}). Keys the app does not know still open the common page.
 */
export type MemberPrivilegeKey =
  | 'reduceFee'
  | 'birthday'
  | 'integral'
  | 'freeReplacement'
  | 'monthlyPackage'
  | 'eightFoldVoucher'
  | (string & {});

/** A membership privilege, how much of it was used, how to use it and its rules. */
export interface MemberPrivilege {
  code: string;
  key: MemberPrivilegeKey;
  /** the icon's token (the app maps it to a picture; an unknown token shows the title's first character) */
  icon: string;
  name: string;
  /** one line: what the privilege is */
  description: string;
  /** how to use it, plain text */
  usage: string;
  /** HTML: the privilege's rules (show through the app's sanitiser) */
  rules: string;
  used: number;
  total: number;
}

/**
 * A privilege as the merchant reads it: `now` is what it gives them today in the server's words
 * (a member: '生日当月可领 500 积分', '剩余 1 次免费换机'; not a member or lapsed: what opening gives).
 */
export interface MemberPrivilegeView extends MemberPrivilege {
  now: string;
}

/** A task of the membership cycle; `reward` is its label. */
export interface MemberCycleTask {
  taskId: string;
  title: string;
  progress: number;
  target: number;
  reward: string;
}

/** The paid membership; the dates ('YYYYMMDD') are null until it is opened. */
export interface Member {
  vipStatus: VipStatus;
  levelName: string;
  openDate: string | null;
  /** the last day of the membership, included */
  expireDate: string | null;
  /** yuan a year */
  price: number;
  privileges: MemberPrivilege[];
  cycleTasks: MemberCycleTask[];
}

/** A question of the membership's FAQ; `answer` is HTML. */
export interface MemberFaq {
  question: string;
  answer: string;
}

/**
 * `memberBaseInfo` response. `vipStatus` is '1' only while `memberState` is 'member' (a lapsed
 * membership answers '0').
 */
export interface MemberInfo extends Member {
  merchantNo: string;
  merchantName: string;
  vipStatusName: string;
  memberState: MemberState;
  /** the server's today, 'YYYYMMDD' (Asia/Shanghai): what `memberState` was decided against */
  today: string;
  /**
   * yuan the member fee-rate reduction saved this cycle (the calendar month, from the later of its
   * first day and `openDate`, to today): the successful trades' amount × `feeReduction`, to the fen;
   * 0 when not a member.
   */
  savedAmount: number;
  /** 'YYYYMMDD': the first day `savedAmount` counts */
  savedSince: string;
  /** the fee-rate reduction as a fraction of the amount, e.g. 0.0005 (0.05 percentage points) */
  feeReduction: number;
  /** how to become a member or renew, in the server's words ('' for an active member) */
  buyHint: string;
  privileges: MemberPrivilegeView[];
  /** HTML: the membership's rules */
  rules: string;
  faqs: MemberFaq[];
  /** what the merchant can buy today, each with the expiry it would give (a renewal extends, a lapse starts today) */
  plans: MemberPlan[];
  /** HTML: the paid-membership service agreement the merchant accepts before paying */
  agreement: string;
  /** the merchant's newest membership order, so a result screen can follow it; null when none */
  lastOrder: MemberOrderView | null;
}

/** A membership plan on sale. */
export interface MemberPlan {
  /** 1–3: what `payMemberAliOrderCreate` takes */
  years: number;
  /** yuan */
  price: number;
  /** 'YYYYMMDD': the last day of the membership if this plan is paid today */
  expireDate: string;
  /** '年卡', '两年卡', '三年卡' */
  name: string;
}

/**
 * A membership order's state: 'unpaid' (created, the wallet not yet paid), 'paying' (the wallet said
 * pending, the payment side has not confirmed), 'paid' (the membership runs to `expireDate`), 'closed'
 * (not paid within 15 minutes; nothing charged).
 */
export type MemberOrderStatus = 'unpaid' | 'paying' | 'paid' | 'closed';

/** A membership order as the member home reports it. */
export interface MemberOrderView {
  orderNo: string;
  years: number;
  /** yuan */
  amount: number;
  status: MemberOrderStatus;
  /** 'YYYYMMDD': the last day of the membership once paid (worked out when the order was made) */
  expireDate: string;
  /** 'YYYY-MM-DD HH:mm:ss'; null until paid */
  payTime: string | null;
  /**
   * Paying it ran on or restarted a membership the merchant had opened before (续费), rather than
   * opened the first (开通). False until paid.
   */
  renewal: boolean;
}

/** A list of the membership's rights, with the merchant's status. */
export interface MemberList<T> {
  vipStatus: VipStatus;
  list: T[];
}

/** The member rights claimed as coupons: the monthly package, the eight-fold voucher, the member package. */
export type MemberRightId = 'monthlyPackage' | 'eightFoldVoucher' | 'membersPackage';

/** How often a right can be claimed: each calendar month (Asia/Shanghai) or each membership year. */
export type MemberRightCycle = 'month' | 'memberYear';

/**
 * Where a right stands for the merchant today: 'claimable'; 'claimed' this cycle; 'notMember' (never
 * opened); 'lapsed' (the membership ended).
 */
export type MemberRightState = 'claimable' | 'claimed' | 'notMember' | 'lapsed';

/** One coupon of a right's contents. */
export interface MemberRightItem {
  couponId: string;
  name: string;
  quantity: number;
  /** what the coupon gives, in words */
  valueText: string;
  /** days it can be used from the claim */
  validDays: number;
}

/**
 * A member right and the merchant's standing with it (`payMemberCouponRights`). The cycle dates are
 * 'YYYYMMDD' and null unless a member; `reason` is '' when claimable, otherwise why not in words
 * ('本月已领取，下个周期 2026-12-01 起可领取').
 */
export interface MemberCouponRight {
  rightId: MemberRightId;
  name: string;
  description: string;
  cycle: MemberRightCycle;
  /** the cycle in words: '每月 1 次', '每个会员年度 1 次' */
  cycleName: string;
  items: MemberRightItem[];
  state: MemberRightState;
  reason: string;
  /** 'YYYY-MM-DD HH:mm:ss' of this cycle's claim, null when not claimed */
  claimedAt: string | null;
  cycleStart: string | null;
  /** the first day of the next cycle */
  nextCycleStart: string | null;
}

/** `payMemberCouponRights` response: the rights as of the server's `today` ('YYYYMMDD'). */
export interface MemberCouponRights extends MemberList<MemberCouponRight> {
  memberState: MemberState;
  today: string;
}

/** `payMemberRightReceive` request. */
export interface MemberRightReceiveRequest {
  rightId: MemberRightId;
}

/** `payMemberRightReceive` response: what went into the coupon wallet (`walletIds`), and when. */
export interface MemberRightReceived {
  rightId: MemberRightId;
  name: string;
  items: MemberRightItem[];
  walletIds: string[];
  claimedAt: string;
  nextCycleStart: string;
}

/** `payMemberAliOrderCreate` request; `years` 1–3, default 1. */
export interface MemberOrderRequest {
  years?: number;
}

/**
 * `payMemberAliOrderCreate` response: the order (the same one again for the same Idempotency-Key) and
 * `orderString`, signed by the server, for the host wallet's `pay` (channel alipay). Nothing changes
 * in the membership until the payment side says the order is paid (`memberBaseInfo.lastOrder`).
 */
export interface MemberOrder {
  orderNo: string;
  /** yuan */
  amount: number;
  orderString: string;
  /** 'YYYYMMDD': the last day of the membership once this order is paid */
  expireDate: string;
  status: MemberOrderStatus;
}

/** `noviceGifts` request: without `giftId` it reads the gifts, with it it receives that gift. */
export interface NoviceGiftsRequest {
  giftId?: string;
}

/** A novice gift; `points` is what receiving it adds to the balance (0 for non-points gifts). */
export interface NoviceGift {
  giftId: string;
  name: string;
  points: number;
  received: '0' | '1';
}

/** `noviceGifts` response; `available` '1' while the merchant is new (not yet certified). */
export interface NoviceGifts {
  available: '0' | '1';
  gifts: NoviceGift[];
  balance: number;
}

// ── Messages and tasks ─────────────────────────────────────────────────────────────────────────

/** '01' … '03': the message categories of the message centre. */
export type AppMessageType = '01' | '02' | '03';

/** A message of the message centre; `content` is HTML. */
export interface AppMessage {
  id: string;
  type: AppMessageType;
  typeName: string;
  title: string;
  content: string;
  date: string;
  createTime: string;
  read: boolean;
}

/** `appMessageQuery` request; `tradeType` is accepted as another spelling of `type`. */
export interface AppMessageQueryRequest extends Partial<PageRequest> {
  startDate?: string;
  endDate?: string;
  type?: AppMessageType;
  tradeType?: AppMessageType;
}

/** `appMessageQuery` response. */
export interface AppMessagePage extends PageResponse<AppMessage> {
  unreadCount: number;
}

/** `appMessageCount` response; `byType` counts the unread messages per type. */
export interface AppMessageCount {
  unreadCount: number;
  total: number;
  byType: Partial<Record<AppMessageType, number>>;
}

/**
 * `appMessageDetail` request: one message by its id, as a deep link (`/message/detail/{id}`) names it.
 * Reading it does not mark it read: the screen does that with `appMessageMarkRead {id}`. An unknown
 * id is refused (1004).
 */
export interface AppMessageDetailRequest {
  id: string;
}

/** `appMessageMarkRead` request: one message, several, or all. */
export type AppMessageMarkReadRequest = { id: string } | { ids: string[] } | { all: true };

/** `appMessageMarkRead` response: how many were marked, and the counts after. */
export interface AppMessageMarkRead extends AppMessageCount {
  marked: number;
}

/** '0' to do, '1' done with its reward waiting, '2' done and rewarded (for this period). */
export type AppTaskStatus = '0' | '1' | '2';

/**
 * How often a task can be done: 'once' ever, 'daily' per day, 'monthly' per month — the server's day
 * and month in Asia/Shanghai; a new period starts the task again at 0.
 */
export type AppTaskPeriod = 'once' | 'daily' | 'monthly';

/**
 * What a task's reward gives: points into the balance, or chances to draw in an activity (today,
 * on the activity's page).
 */
export type AppTaskRewardKind = 'points' | 'chances';

/** A task's reward, as the task centre shows it before and after it is claimed. */
export interface AppTaskReward {
  kind: AppTaskRewardKind;
  /** points, or draws in `activityId` */
  amount: number;
  /** for 'chances': the activity the draws are in, and its name */
  activityId?: string;
  activityName?: string;
  /** the reward in words: '100 积分', '三月好礼 1 次抽奖机会' */
  label: string;
}

/**
 * A task of the task centre. `progress` of `target` is worked out by the server from the merchant's
 * state (certification, this month's trades, the sign-in days, the bound cards); `route` is what to
 * do next, a route pattern of the app's paths without parameters ('/business/certificate').
 * `rewardPoints` is kept for the callers that read it: the points of a points reward, else 0.
 */
export interface AppTask {
  taskId: string;
  title: string;
  description: string;
  rewardPoints: number;
  reward: AppTaskReward;
  period: AppTaskPeriod;
  progress: number;
  target: number;
  /** the unit `progress` and `target` count, e.g. '笔', '天', '元'; '' for a yes/no task */
  unit: string;
  status: AppTaskStatus;
  route: string;
}

/**
 * A claimed task reward: when ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai), for which task and period, and
 * where it went — `where` in words ('积分余额', '三月好礼') and `route`, the app's route pattern that
 * shows it (the points bill, the activity's page).
 */
export interface TaskClaim {
  claimId: string;
  taskId: string;
  title: string;
  period: AppTaskPeriod;
  reward: AppTaskReward;
  claimedAt: string;
  where: string;
  route: string;
}

/**
 * `appTaskCenter` response: the tasks now, how many are in each status (`doing` '0', `toReceive`
 * '1', `rewarded` '2'), and `history`, every reward claimed, newest first (the completed tasks and
 * rewards lists).
 */
export interface TaskCenter {
  list: AppTask[];
  doing: number;
  toReceive: number;
  rewarded: number;
  history: TaskClaim[];
}

/** `appTaskCenterReward` request: the task whose waiting reward is claimed. */
export interface TaskRewardRequest {
  taskId: string;
}

/**
 * `appTaskCenterReward` response: the task after the claim (status '2'), the claim with where the
 * reward went, and the points balance after. A task not done yet, or already rewarded this period,
 * is refused; a repeated Idempotency-Key gets the first answer again.
 */
export interface TaskReward {
  task: AppTask;
  claim: TaskClaim;
  balance: number;
}

// ── Adverts, switches, reconciliation ──────────────────────────────────────────────────────────

/** An advert slot's banner; `position` is the slot, e.g. 'home_banner'. */
export interface Advert extends PromoBanner {
  advertId: string;
  position: string;
}

/** `advert` request; `position` absent means every slot. */
export interface AdvertRequest {
  position?: string;
}

/** `advert` response. */
export interface AdvertList {
  list: Advert[];
}

// ── Bank offers (issue 38: the specification names the screens, not their calls) ──────────────────

/** A bank with offers for merchants now, as the bank offers' index shows it. */
export interface OfferBank {
  /** The bank's code, as `bankQueryBank` names it (e.g. '0102'). */
  bankCode: string;
  /** The bank's name, e.g. '中国工商银行'. */
  bankName: string;
  /** The bank's logo: a picture path of the app's origin (`/h5/static/…`). */
  logo: string;
  /** One line on what the bank offers merchants, e.g. '收单商户专享 刷卡立减'. */
  slogan: string;
  /** How many of its offers are running now. */
  offerCount: number;
}

/** One bank offer as a list shows it. Only running offers are listed. */
export interface BankOffer {
  /** The offer's id (`/bankRedDetails/details/{id}`). */
  offerId: string;
  /** The offering bank's code (an {@link OfferBank}'s). */
  bankCode: string;
  /** The offering bank's name. */
  bankName: string;
  /** The offer's name, e.g. '周五刷卡满减'. */
  title: string;
  /** The benefit in a few words, e.g. '满 100 减 20'. */
  summary: string;
  /** Its first day, 'YYYY-MM-DD'. */
  validFrom: string;
  /** Its last day, 'YYYY-MM-DD' (included). */
  validTo: string;
  /** Short labels, e.g. ['新客专享', '每周五']; may be empty. */
  tags: string[];
}

/** `bankOfferHome` response: the recommended banks and a few running offers picked for the index. */
export interface BankOfferHome {
  /** Banks with running offers, in the order the server recommends them. */
  banks: OfferBank[];
  /** At most four running offers, the ones ending soonest first. */
  featured: BankOffer[];
}

/** `bankOfferList` request: a page of the running offers, every bank's or one bank's. */
export interface BankOfferListRequest extends Partial<PageRequest> {
  /** Only this bank's offers; absent or '' means every bank. */
  bankCode?: string;
}

/** `bankOfferList` response: running offers only (an ended offer is never listed), ending soonest first. */
export type BankOfferPage = PageResponse<BankOffer>;

/** `bankOfferDetail` request. */
export interface BankOfferDetailRequest {
  /** The offer's id; an unknown one is refused with '1004'. */
  offerId: string;
}

/**
 * `bankOfferDetail` response: the offer, its rules and the way to join. An ended offer is still
 * answered (a shared link may name it) with `status` '2', and then has no `link`.
 */
export interface BankOfferDetail extends BankOffer {
  /** '1' running, '2' ended (the server decides; the app says 活动已结束 for '2'). */
  status: '1' | '2';
  /** The status in words: '进行中' or '活动已结束'. */
  statusName: string;
  /** The offering bank's logo (as {@link OfferBank}'s). */
  logo: string;
  /** The rules as server HTML: shown only through the app's one sanitiser. */
  rulesHtml: string;
  /** How to take part, one step a line, plain text. */
  howToJoin: string[];
  /**
   * The bank's own page for this offer (an https address), or null when there is none or the offer
   * has ended. The app leaves for it only when its origin is on the app's allow-list of bank origins.
   */
  link: string | null;
}

/** `configSwitcher` response: switch name → value ('1' on, '0' off); the set of names is open. */
export type ConfigSwitches = Record<string, string>;

/** `reconcil` request; `date` defaults to yesterday. */
export interface ReconciliationRequest {
  date?: string;
}

/** `reconcil` response: one day's successful trades; amounts in yuan. */
export interface Reconciliation {
  date: string;
  tradeCount: number;
  tradeAmount: number;
  fee: number;
  settleAmount: number;
  /** '1' reconciled */
  status: string;
  statusName: string;
}
