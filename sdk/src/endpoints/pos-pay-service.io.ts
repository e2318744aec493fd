// What each pos-pay-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { ItemList, TradeTypeOption } from './records.types';
import type { MyOrderListRequest, MyOrderListResponse } from './bills.types';
import type {
  WithdrawalDetail,
  WithdrawalDetailRequest,
  WithdrawalListRequest,
  WithdrawalListResponse,
} from './records.types';
import type {
  AbnormalCheck,
  AbnormalRecovery,
  AbnormalRecoveryApplyRequest,
  AbnormalRecoveryProgress,
  AbnormalTransactionInfo,
  AbnormalTransactionRequest,
  AreaProvince,
  CommonQuestion,
  CommonQuestionsRequest,
  DeviceApplicantCheck,
  DeviceApplication,
  DeviceApplyProgress,
  DeviceApplyProgressRequest,
  DeviceApplyRequest,
  DevicePicture,
  DevicePictureUploadRequest,
  DeviceReplaceRequest,
  DeviceServiceCoverage,
  DeviceServiceVerifyRequest,
  DeviceTypeList,
  DeviceUrgingQuery,
  EposStatus,
  ServiceFeeActivity,
  ServiceFeeChannel,
  ServiceFeeCurrentRefund,
  ServiceFeeDescription,
  ServiceFeeOrderControl,
  ServiceFeeOrderRequest,
  ServiceFeePayedInfo,
  ServiceFeePayedInfoRequest,
  ServiceFeeReceiveCode,
  ServiceFeeRefund,
  ServiceFeeRefundRequest,
  SetMeal,
  SetMealProgress,
} from './pos-pay-service.types';
import type {
  CardBindOrder,
  CardBinding,
  QuickPayBindCardRequest,
  QuickPayBindVerifyRequest,
  SupportBankList,
} from './card-binding.types';
import type {
  QuickPayRequest,
  QuickPayResult,
  QuickPayResultRequest,
  QuickPaySmsVerifyRequest,
  QuickPayStarted,
  QuickPayment,
} from './collect.types';
import type { EmptyBody } from './types';

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
  deviceApply: { body: DeviceApplyRequest; response: DeviceApplication };
  /** POST device/replace — 申请换机 */
  deviceReplace: { body: DeviceReplaceRequest; response: DeviceApplication };
  /** GET device/urging — 催单（query id） */
  deviceUrging: { query: DeviceUrgingQuery; response: DeviceApplication };
  /** POST device/pictureUpload — 机具图片上传 */
  devicePictureUpload: { body: DevicePictureUploadRequest; response: DevicePicture };
  /** POST device/deviceType — 机具类型 */
  deviceDeviceType: { body: EmptyBody; response: DeviceTypeList };
  /** POST device/serviceFee/receiveCodeInfo — 服务费收款码信息 */
  deviceServiceFeeReceiveCodeInfo: { body: ServiceFeeOrderRequest; response: ServiceFeeReceiveCode };
  /** POST device/serviceFee/payedInfo — 服务费已付信息 */
  deviceServiceFeePayedInfo: { body: ServiceFeePayedInfoRequest; response: ServiceFeePayedInfo };
  /** POST device/serviceFee/refund — 服务费退款申请 */
  deviceServiceFeeRefund: { body: ServiceFeeRefundRequest; response: ServiceFeeRefund };
  /** POST device/serviceFee/descriptionText — 服务费说明文案 */
  deviceServiceFeeDescriptionText: { body: EmptyBody; response: ServiceFeeDescription };
  /** POST device/serviceFee/preOrderControl — 下单前控制 */
  deviceServiceFeePreOrderControl: { body: EmptyBody; response: ServiceFeeOrderControl };
  /** POST device/serviceFee/feeChannel — 服务费支付渠道 */
  deviceServiceFeeFeeChannel: { body: EmptyBody; response: ItemList<ServiceFeeChannel> };
  /** POST device/serviceFee/activityInfos — 服务费活动信息 */
  deviceServiceFeeActivityInfos: { body: EmptyBody; response: ItemList<ServiceFeeActivity> };
  /** POST device/serviceFee/currentRefund — 当前退款 */
  deviceServiceFeeCurrentRefund: { body: EmptyBody; response: ServiceFeeCurrentRefund };
  /** POST device/serviceFee/eposStatus — EPOS 状态 */
  deviceServiceFeeEposStatus: { body: EmptyBody; response: EposStatus };
  /** POST quickCardPay/bindCard — 快捷绑卡 */
  quickCardPayBindCard: { body: QuickPayBindCardRequest; response: CardBindOrder };
  /** POST quickCardPay/listSupportBank — 支持银行列表 */
  quickCardPayListSupportBank: { body: EmptyBody; response: SupportBankList };
  /** POST quickCardPay/request — 快捷支付请求 */
  quickCardPayRequest: { body: QuickPayRequest; response: QuickPayStarted };
  /** POST quickCardPay/smsVerify — 快捷支付短信确认 */
  quickCardPaySmsVerify: { body: QuickPaySmsVerifyRequest; response: QuickPayment };
  /** POST quickCardPay/bindVerify — 绑卡验证 */
  quickCardPayBindVerify: { body: QuickPayBindVerifyRequest; response: CardBinding };
  /** POST quickCardPay/result — 快捷支付结果 */
  quickCardPayResult: { body: QuickPayResultRequest; response: QuickPayResult };
  /** POST onlineDeviceApply/areaList — 线上申请：地区列表 */
  onlineDeviceApplyAreaList: { body: EmptyBody; response: ItemList<AreaProvince> };
  /** POST onlineDeviceApply/serviceVerify — 线上申请：服务校验 */
  onlineDeviceApplyServiceVerify: { body: DeviceServiceVerifyRequest; response: DeviceServiceCoverage };
  /** POST onlineDeviceApply/userVerify — 线上申请：用户校验 */
  onlineDeviceApplyUserVerify: { body: EmptyBody; response: DeviceApplicantCheck };
  /** POST onlineDeviceApply/cooperate/device/submit — 合作机具申请提交 */
  onlineDeviceApplyCooperateDeviceSubmit: { body: DeviceApplyRequest; response: DeviceApplication };
  /** POST onlineDeviceApply/cooperate/device/progress — 合作机具申请进度 */
  onlineDeviceApplyCooperateDeviceProgress: {
    body: DeviceApplyProgressRequest;
    response: DeviceApplyProgress;
  };
  /** POST onlineDeviceApply/jwb/submit — JWB 申请提交 */
  onlineDeviceApplyJwbSubmit: { body: DeviceApplyRequest; response: DeviceApplication };
  /** POST onlineDeviceApply/jwb/progress — JWB 申请进度 */
  onlineDeviceApplyJwbProgress: { body: DeviceApplyProgressRequest; response: DeviceApplyProgress };
  /** POST userSetMeal/find — 套餐查询 */
  userSetMealFind: { body: EmptyBody; response: ItemList<SetMeal> };
  /** POST userSetMeal/activeProgress — 套餐激活进度 */
  userSetMealActiveProgress: { body: EmptyBody; response: SetMealProgress };
  /** POST abnormalHandle/check — 异常交易检查 */
  abnormalHandleCheck: { body: EmptyBody; response: AbnormalCheck };
  /** POST abnormalHandle/commonQuestions — 常见问题 */
  abnormalHandleCommonQuestions: { body: CommonQuestionsRequest; response: ItemList<CommonQuestion> };
  /** POST abnormalHandle/recoveryProgress — 找回进度 */
  abnormalHandleRecoveryProgress: { body: AbnormalTransactionRequest; response: AbnormalRecoveryProgress };
  /** POST abnormalHandle/tradeType — 异常交易类型 */
  abnormalHandleTradeType: { body: EmptyBody; response: ItemList<TradeTypeOption> };
  /** POST abnormalHandle/apply — 异常交易找回申请 */
  abnormalHandleApply: { body: AbnormalRecoveryApplyRequest; response: AbnormalRecovery };
  /** POST abnormalHandle/info — 异常交易信息 */
  abnormalHandleInfo: { body: AbnormalTransactionRequest; response: AbnormalTransactionInfo };
  /** POST internetPay/orderList — 我的订单（互联网支付）列表 */
  internetPayOrderList: { body: MyOrderListRequest; response: MyOrderListResponse };
}
