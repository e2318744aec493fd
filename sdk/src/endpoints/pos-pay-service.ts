import type { Endpoint } from './types';

const S = 'pos-pay-service' as const;

/** pos-pay-service calls (SPEC.md §7 "pos-pay-service"). */
export const posPayServiceEndpoints = {
  withdrawalList: { name: 'withdrawalList', service: S, path: 'withdrawal/list', method: 'POST', summary: '提现记录列表' },
  withdrawalDetail: { name: 'withdrawalDetail', service: S, path: 'withdrawal/detail', method: 'POST', summary: '提现详情' },

  deviceApply: { name: 'deviceApply', service: S, path: 'device/apply', method: 'POST', idempotent: true, summary: '申请机具' },
  deviceReplace: { name: 'deviceReplace', service: S, path: 'device/replace', method: 'POST', idempotent: true, summary: '申请换机' },
  deviceUrging: { name: 'deviceUrging', service: S, path: 'device/urging', method: 'GET', summary: '催单（query id）' },
  devicePictureUpload: { name: 'devicePictureUpload', service: S, path: 'device/pictureUpload', method: 'POST', summary: '机具图片上传' },
  deviceDeviceType: { name: 'deviceDeviceType', service: S, path: 'device/deviceType', method: 'POST', summary: '机具类型' },

  deviceServiceFeeReceiveCodeInfo: { name: 'deviceServiceFeeReceiveCodeInfo', service: S, path: 'device/serviceFee/receiveCodeInfo', method: 'POST', summary: '服务费收款码信息' },
  deviceServiceFeePayedInfo: { name: 'deviceServiceFeePayedInfo', service: S, path: 'device/serviceFee/payedInfo', method: 'POST', summary: '服务费已付信息' },
  deviceServiceFeeRefund: { name: 'deviceServiceFeeRefund', service: S, path: 'device/serviceFee/refund', method: 'POST', idempotent: true, summary: '服务费退款申请' },
  deviceServiceFeeDescriptionText: { name: 'deviceServiceFeeDescriptionText', service: S, path: 'device/serviceFee/descriptionText', method: 'POST', summary: '服务费说明文案' },
  deviceServiceFeePreOrderControl: { name: 'deviceServiceFeePreOrderControl', service: S, path: 'device/serviceFee/preOrderControl', method: 'POST', summary: '下单前控制' },
  deviceServiceFeeFeeChannel: { name: 'deviceServiceFeeFeeChannel', service: S, path: 'device/serviceFee/feeChannel', method: 'POST', summary: '服务费支付渠道' },
  deviceServiceFeeActivityInfos: { name: 'deviceServiceFeeActivityInfos', service: S, path: 'device/serviceFee/activityInfos', method: 'POST', summary: '服务费活动信息' },
  deviceServiceFeeCurrentRefund: { name: 'deviceServiceFeeCurrentRefund', service: S, path: 'device/serviceFee/currentRefund', method: 'POST', summary: '当前退款' },
  deviceServiceFeeEposStatus: { name: 'deviceServiceFeeEposStatus', service: S, path: 'device/serviceFee/eposStatus', method: 'POST', summary: 'EPOS 状态' },

  quickCardPayBindCard: { name: 'quickCardPayBindCard', service: S, path: 'quickCardPay/bindCard', method: 'POST', idempotent: true, summary: '快捷绑卡' },
  quickCardPayListSupportBank: { name: 'quickCardPayListSupportBank', service: S, path: 'quickCardPay/listSupportBank', method: 'POST', summary: '支持银行列表' },
  quickCardPayRequest: { name: 'quickCardPayRequest', service: S, path: 'quickCardPay/request', method: 'POST', idempotent: true, summary: '快捷支付请求' },
  quickCardPaySmsVerify: { name: 'quickCardPaySmsVerify', service: S, path: 'quickCardPay/smsVerify', method: 'POST', idempotent: true, summary: '快捷支付短信确认' },
  quickCardPayBindVerify: { name: 'quickCardPayBindVerify', service: S, path: 'quickCardPay/bindVerify', method: 'POST', idempotent: true, summary: '绑卡验证' },
  quickCardPayResult: { name: 'quickCardPayResult', service: S, path: 'quickCardPay/result', method: 'POST', summary: '快捷支付结果' },

  onlineDeviceApplyAreaList: { name: 'onlineDeviceApplyAreaList', service: S, path: 'onlineDeviceApply/areaList', method: 'POST', summary: '线上申请：地区列表' },
  onlineDeviceApplyServiceVerify: { name: 'onlineDeviceApplyServiceVerify', service: S, path: 'onlineDeviceApply/serviceVerify', method: 'POST', summary: '线上申请：服务校验' },
  onlineDeviceApplyUserVerify: { name: 'onlineDeviceApplyUserVerify', service: S, path: 'onlineDeviceApply/userVerify', method: 'POST', summary: '线上申请：用户校验' },
  onlineDeviceApplyCooperateDeviceSubmit: { name: 'onlineDeviceApplyCooperateDeviceSubmit', service: S, path: 'onlineDeviceApply/cooperate/device/submit', method: 'POST', idempotent: true, summary: '合作机具申请提交' },
  onlineDeviceApplyCooperateDeviceProgress: { name: 'onlineDeviceApplyCooperateDeviceProgress', service: S, path: 'onlineDeviceApply/cooperate/device/progress', method: 'POST', summary: '合作机具申请进度' },
  onlineDeviceApplyJwbSubmit: { name: 'onlineDeviceApplyJwbSubmit', service: S, path: 'onlineDeviceApply/jwb/submit', method: 'POST', idempotent: true, summary: 'JWB 申请提交' },
  onlineDeviceApplyJwbProgress: { name: 'onlineDeviceApplyJwbProgress', service: S, path: 'onlineDeviceApply/jwb/progress', method: 'POST', summary: 'JWB 申请进度' },

  userSetMealFind: { name: 'userSetMealFind', service: S, path: 'userSetMeal/find', method: 'POST', summary: '套餐查询' },
  userSetMealActiveProgress: { name: 'userSetMealActiveProgress', service: S, path: 'userSetMeal/activeProgress', method: 'POST', summary: '套餐激活进度' },

  abnormalHandleCheck: { name: 'abnormalHandleCheck', service: S, path: 'abnormalHandle/check', method: 'POST', summary: '异常交易检查' },
  abnormalHandleCommonQuestions: { name: 'abnormalHandleCommonQuestions', service: S, path: 'abnormalHandle/commonQuestions', method: 'POST', summary: '常见问题' },
  abnormalHandleRecoveryProgress: { name: 'abnormalHandleRecoveryProgress', service: S, path: 'abnormalHandle/recoveryProgress', method: 'POST', summary: '找回进度' },
  abnormalHandleTradeType: { name: 'abnormalHandleTradeType', service: S, path: 'abnormalHandle/tradeType', method: 'POST', summary: '异常交易类型' },
  abnormalHandleApply: { name: 'abnormalHandleApply', service: S, path: 'abnormalHandle/apply', method: 'POST', idempotent: true, summary: '异常交易找回申请' },
  abnormalHandleInfo: { name: 'abnormalHandleInfo', service: S, path: 'abnormalHandle/info', method: 'POST', summary: '异常交易信息' },

  internetPayOrderList: { name: 'internetPayOrderList', service: S, path: 'internetPay/orderList', method: 'POST', summary: '我的订单（互联网支付）列表' },
} as const satisfies Record<string, Endpoint>;
