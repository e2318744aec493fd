// What each pos-pay-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { MyOrderListRequest, MyOrderListResponse } from './bills.types';
import type {
  WithdrawalDetail,
  WithdrawalDetailRequest,
  WithdrawalListRequest,
  WithdrawalListResponse,
} from './records.types';
import type { Pending, PendingBody, PendingQuery } from './pending';

/**
 * pos-pay-service: request and response `data` of every endpoint.
 *
 * @example
 * ```ts
 * type Answer = PosPayServiceIo['withdrawalList']['response'];
 * ```
 */
export interface PosPayServiceIo {
  /** POST withdrawal/list — 提现记录列表 */
  withdrawalList: { body: WithdrawalListRequest; response: WithdrawalListResponse };
  /** POST withdrawal/detail — 提现详情 */
  withdrawalDetail: { body: WithdrawalDetailRequest; response: WithdrawalDetail };
  /** POST device/apply — 申请机具 */
  deviceApply: { body: PendingBody; response: Pending };
  /** POST device/replace — 申请换机 */
  deviceReplace: { body: PendingBody; response: Pending };
  /** GET device/urging — 催单（query id） */
  deviceUrging: { query: PendingQuery; response: Pending };
  /** POST device/pictureUpload — 机具图片上传 */
  devicePictureUpload: { body: PendingBody; response: Pending };
  /** POST device/deviceType — 机具类型 */
  deviceDeviceType: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/receiveCodeInfo — 服务费收款码信息 */
  deviceServiceFeeReceiveCodeInfo: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/payedInfo — 服务费已付信息 */
  deviceServiceFeePayedInfo: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/refund — 服务费退款申请 */
  deviceServiceFeeRefund: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/descriptionText — 服务费说明文案 */
  deviceServiceFeeDescriptionText: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/preOrderControl — 下单前控制 */
  deviceServiceFeePreOrderControl: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/feeChannel — 服务费支付渠道 */
  deviceServiceFeeFeeChannel: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/activityInfos — 服务费活动信息 */
  deviceServiceFeeActivityInfos: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/currentRefund — 当前退款 */
  deviceServiceFeeCurrentRefund: { body: PendingBody; response: Pending };
  /** POST device/serviceFee/eposStatus — EPOS 状态 */
  deviceServiceFeeEposStatus: { body: PendingBody; response: Pending };
  /** POST quickCardPay/bindCard — 快捷绑卡 */
  quickCardPayBindCard: { body: PendingBody; response: Pending };
  /** POST quickCardPay/listSupportBank — 支持银行列表 */
  quickCardPayListSupportBank: { body: PendingBody; response: Pending };
  /** POST quickCardPay/request — 快捷支付请求 */
  quickCardPayRequest: { body: PendingBody; response: Pending };
  /** POST quickCardPay/smsVerify — 快捷支付短信确认 */
  quickCardPaySmsVerify: { body: PendingBody; response: Pending };
  /** POST quickCardPay/bindVerify — 绑卡验证 */
  quickCardPayBindVerify: { body: PendingBody; response: Pending };
  /** POST quickCardPay/result — 快捷支付结果 */
  quickCardPayResult: { body: PendingBody; response: Pending };
  /** POST onlineDeviceApply/areaList — 线上申请：地区列表 */
  onlineDeviceApplyAreaList: { body: PendingBody; response: Pending };
  /** POST onlineDeviceApply/serviceVerify — 线上申请：服务校验 */
  onlineDeviceApplyServiceVerify: { body: PendingBody; response: Pending };
  /** POST onlineDeviceApply/userVerify — 线上申请：用户校验 */
  onlineDeviceApplyUserVerify: { body: PendingBody; response: Pending };
  /** POST onlineDeviceApply/cooperate/device/submit — 合作机具申请提交 */
  onlineDeviceApplyCooperateDeviceSubmit: { body: PendingBody; response: Pending };
  /** POST onlineDeviceApply/cooperate/device/progress — 合作机具申请进度 */
  onlineDeviceApplyCooperateDeviceProgress: { body: PendingBody; response: Pending };
  /** POST onlineDeviceApply/jwb/submit — JWB 申请提交 */
  onlineDeviceApplyJwbSubmit: { body: PendingBody; response: Pending };
  /** POST onlineDeviceApply/jwb/progress — JWB 申请进度 */
  onlineDeviceApplyJwbProgress: { body: PendingBody; response: Pending };
  /** POST userSetMeal/find — 套餐查询 */
  userSetMealFind: { body: PendingBody; response: Pending };
  /** POST userSetMeal/activeProgress — 套餐激活进度 */
  userSetMealActiveProgress: { body: PendingBody; response: Pending };
  /** POST abnormalHandle/check — 异常交易检查 */
  abnormalHandleCheck: { body: PendingBody; response: Pending };
  /** POST abnormalHandle/commonQuestions — 常见问题 */
  abnormalHandleCommonQuestions: { body: PendingBody; response: Pending };
  /** POST abnormalHandle/recoveryProgress — 找回进度 */
  abnormalHandleRecoveryProgress: { body: PendingBody; response: Pending };
  /** POST abnormalHandle/tradeType — 异常交易类型 */
  abnormalHandleTradeType: { body: PendingBody; response: Pending };
  /** POST abnormalHandle/apply — 异常交易找回申请 */
  abnormalHandleApply: { body: PendingBody; response: Pending };
  /** POST abnormalHandle/info — 异常交易信息 */
  abnormalHandleInfo: { body: PendingBody; response: Pending };
  /** POST internetPay/orderList — 我的订单（互联网支付）列表 */
  internetPayOrderList: { body: MyOrderListRequest; response: MyOrderListResponse };
}
