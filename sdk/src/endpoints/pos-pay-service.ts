import { TEXT_LIMITS } from './text-limits';
import type { Endpoint } from './types';

const S = 'pos-pay-service' as const;

/** Whom to call and where the terminal goes, in every application form. */
const CONTACT_TEXT = { contactName: TEXT_LIMITS.personName, address: TEXT_LIMITS.address } as const;

// pos-pay-service calls (docs/product.md §7 "pos-pay-service"): one `export const` each, `name` its key (the
// `endpoints` namespace joins the services: ./catalogue.ts). The app's build takes each into the
// chunk of the code that names it (app/build/catalogueSplit.ts).
export const withdrawalList = {
  name: 'withdrawalList',
  service: S,
  path: 'withdrawal/list',
  method: 'POST',
  summary: '提现记录列表',
} as const satisfies Endpoint;
export const withdrawalDetail = {
  name: 'withdrawalDetail',
  service: S,
  path: 'withdrawal/detail',
  method: 'POST',
  summary: '提现详情',
} as const satisfies Endpoint;

export const deviceApply = {
  name: 'deviceApply',
  service: S,
  path: 'device/apply',
  method: 'POST',
  idempotent: true,
  summary: '申请机具',
  limits: CONTACT_TEXT,
} as const satisfies Endpoint;
export const deviceReplace = {
  name: 'deviceReplace',
  service: S,
  path: 'device/replace',
  method: 'POST',
  idempotent: true,
  summary: '申请换机',
  limits: { ...CONTACT_TEXT, reason: TEXT_LIMITS.remark },
} as const satisfies Endpoint;
export const deviceUrging = {
  name: 'deviceUrging',
  service: S,
  path: 'device/urging',
  method: 'GET',
  summary: '催单（query id）',
} as const satisfies Endpoint;
export const devicePictureUpload = {
  name: 'devicePictureUpload',
  service: S,
  path: 'device/pictureUpload',
  method: 'POST',
  summary: '机具图片上传',
} as const satisfies Endpoint;
export const deviceDeviceType = {
  name: 'deviceDeviceType',
  service: S,
  path: 'device/deviceType',
  method: 'POST',
  summary: '机具类型',
} as const satisfies Endpoint;

export const deviceServiceFeeReceiveCodeInfo = {
  name: 'deviceServiceFeeReceiveCodeInfo',
  service: S,
  path: 'device/serviceFee/receiveCodeInfo',
  method: 'POST',
  // Opens the order a wallet or a QR code pays: a double tap must not open two.
  idempotent: true,
  summary: '服务费收款码信息',
} as const satisfies Endpoint;
export const deviceServiceFeePayedInfo = {
  name: 'deviceServiceFeePayedInfo',
  service: S,
  path: 'device/serviceFee/payedInfo',
  method: 'POST',
  summary: '服务费已付信息',
} as const satisfies Endpoint;
export const deviceServiceFeeRefund = {
  name: 'deviceServiceFeeRefund',
  service: S,
  path: 'device/serviceFee/refund',
  method: 'POST',
  idempotent: true,
  summary: '服务费退款申请',
  limits: { reason: TEXT_LIMITS.remark },
} as const satisfies Endpoint;
export const deviceServiceFeeDescriptionText = {
  name: 'deviceServiceFeeDescriptionText',
  service: S,
  path: 'device/serviceFee/descriptionText',
  method: 'POST',
  summary: '服务费说明文案',
} as const satisfies Endpoint;
export const deviceServiceFeePreOrderControl = {
  name: 'deviceServiceFeePreOrderControl',
  service: S,
  path: 'device/serviceFee/preOrderControl',
  method: 'POST',
  summary: '下单前控制',
} as const satisfies Endpoint;
export const deviceServiceFeeFeeChannel = {
  name: 'deviceServiceFeeFeeChannel',
  service: S,
  path: 'device/serviceFee/feeChannel',
  method: 'POST',
  summary: '服务费支付渠道',
} as const satisfies Endpoint;
export const deviceServiceFeeActivityInfos = {
  name: 'deviceServiceFeeActivityInfos',
  service: S,
  path: 'device/serviceFee/activityInfos',
  method: 'POST',
  summary: '服务费活动信息',
} as const satisfies Endpoint;
export const deviceServiceFeeCurrentRefund = {
  name: 'deviceServiceFeeCurrentRefund',
  service: S,
  path: 'device/serviceFee/currentRefund',
  method: 'POST',
  summary: '当前退款',
} as const satisfies Endpoint;
export const deviceServiceFeeEposStatus = {
  name: 'deviceServiceFeeEposStatus',
  service: S,
  path: 'device/serviceFee/eposStatus',
  method: 'POST',
  summary: 'EPOS 状态',
} as const satisfies Endpoint;

export const quickCardPayBindCard = {
  name: 'quickCardPayBindCard',
  service: S,
  path: 'quickCardPay/bindCard',
  method: 'POST',
  idempotent: true,
  summary: '快捷绑卡',
} as const satisfies Endpoint;
export const quickCardPayListSupportBank = {
  name: 'quickCardPayListSupportBank',
  service: S,
  path: 'quickCardPay/listSupportBank',
  method: 'POST',
  summary: '支持银行列表',
} as const satisfies Endpoint;
export const quickCardPayRequest = {
  name: 'quickCardPayRequest',
  service: S,
  path: 'quickCardPay/request',
  method: 'POST',
  idempotent: true,
  summary: '快捷支付请求',
} as const satisfies Endpoint;
export const quickCardPaySmsVerify = {
  name: 'quickCardPaySmsVerify',
  service: S,
  path: 'quickCardPay/smsVerify',
  method: 'POST',
  idempotent: true,
  summary: '快捷支付短信确认',
} as const satisfies Endpoint;
export const quickCardPayBindVerify = {
  name: 'quickCardPayBindVerify',
  service: S,
  path: 'quickCardPay/bindVerify',
  method: 'POST',
  idempotent: true,
  summary: '绑卡验证',
} as const satisfies Endpoint;
export const quickCardPayResult = {
  name: 'quickCardPayResult',
  service: S,
  path: 'quickCardPay/result',
  method: 'POST',
  summary: '快捷支付结果',
} as const satisfies Endpoint;

export const onlineDeviceApplyAreaList = {
  name: 'onlineDeviceApplyAreaList',
  service: S,
  path: 'onlineDeviceApply/areaList',
  method: 'POST',
  summary: '线上申请：地区列表',
} as const satisfies Endpoint;
export const onlineDeviceApplyServiceVerify = {
  name: 'onlineDeviceApplyServiceVerify',
  service: S,
  path: 'onlineDeviceApply/serviceVerify',
  method: 'POST',
  summary: '线上申请：服务校验',
} as const satisfies Endpoint;
export const onlineDeviceApplyUserVerify = {
  name: 'onlineDeviceApplyUserVerify',
  service: S,
  path: 'onlineDeviceApply/userVerify',
  method: 'POST',
  summary: '线上申请：用户校验',
} as const satisfies Endpoint;
export const onlineDeviceApplyCooperateDeviceSubmit = {
  name: 'onlineDeviceApplyCooperateDeviceSubmit',
  service: S,
  path: 'onlineDeviceApply/cooperate/device/submit',
  method: 'POST',
  idempotent: true,
  summary: '合作机具申请提交',
  limits: CONTACT_TEXT,
} as const satisfies Endpoint;
export const onlineDeviceApplyCooperateDeviceProgress = {
  name: 'onlineDeviceApplyCooperateDeviceProgress',
  service: S,
  path: 'onlineDeviceApply/cooperate/device/progress',
  method: 'POST',
  summary: '合作机具申请进度',
} as const satisfies Endpoint;
export const onlineDeviceApplyJwbSubmit = {
  name: 'onlineDeviceApplyJwbSubmit',
  service: S,
  path: 'onlineDeviceApply/jwb/submit',
  method: 'POST',
  idempotent: true,
  summary: 'JWB 申请提交',
  limits: CONTACT_TEXT,
} as const satisfies Endpoint;
export const onlineDeviceApplyJwbProgress = {
  name: 'onlineDeviceApplyJwbProgress',
  service: S,
  path: 'onlineDeviceApply/jwb/progress',
  method: 'POST',
  summary: 'JWB 申请进度',
} as const satisfies Endpoint;

export const userSetMealFind = {
  name: 'userSetMealFind',
  service: S,
  path: 'userSetMeal/find',
  method: 'POST',
  summary: '套餐查询',
} as const satisfies Endpoint;
export const userSetMealActiveProgress = {
  name: 'userSetMealActiveProgress',
  service: S,
  path: 'userSetMeal/activeProgress',
  method: 'POST',
  summary: '套餐激活进度',
} as const satisfies Endpoint;

export const abnormalHandleCheck = {
  name: 'abnormalHandleCheck',
  service: S,
  path: 'abnormalHandle/check',
  method: 'POST',
  summary: '异常交易检查',
} as const satisfies Endpoint;
export const abnormalHandleCommonQuestions = {
  name: 'abnormalHandleCommonQuestions',
  service: S,
  path: 'abnormalHandle/commonQuestions',
  method: 'POST',
  summary: '常见问题',
  limits: { keyword: TEXT_LIMITS.keyword },
} as const satisfies Endpoint;
export const abnormalHandleRecoveryProgress = {
  name: 'abnormalHandleRecoveryProgress',
  service: S,
  path: 'abnormalHandle/recoveryProgress',
  method: 'POST',
  summary: '找回进度',
} as const satisfies Endpoint;
export const abnormalHandleTradeType = {
  name: 'abnormalHandleTradeType',
  service: S,
  path: 'abnormalHandle/tradeType',
  method: 'POST',
  summary: '异常交易类型',
} as const satisfies Endpoint;
export const abnormalHandleApply = {
  name: 'abnormalHandleApply',
  service: S,
  path: 'abnormalHandle/apply',
  method: 'POST',
  idempotent: true,
  summary: '异常交易找回申请',
  limits: { description: TEXT_LIMITS.remark },
} as const satisfies Endpoint;
export const abnormalHandleInfo = {
  name: 'abnormalHandleInfo',
  service: S,
  path: 'abnormalHandle/info',
  method: 'POST',
  summary: '异常交易信息',
} as const satisfies Endpoint;

export const internetPayOrderList = {
  name: 'internetPayOrderList',
  service: S,
  path: 'internetPay/orderList',
  method: 'POST',
  summary: '我的订单（互联网支付）列表',
} as const satisfies Endpoint;
