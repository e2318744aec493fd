import type { Endpoint } from './types';

const S = 'user-service' as const;

/** user-service calls (SPEC.md §7 "user-service"). */
export const userServiceEndpoints = {
  myInfo: { name: 'myInfo', service: S, path: 'my/myInfo', method: 'POST', summary: '我的信息' },
  realNameAndLevelInfo: { name: 'realNameAndLevelInfo', service: S, path: 'my/realNameAndLevelInfo', method: 'POST', summary: '实名与等级信息' },
  wechatBinding: { name: 'wechatBinding', service: S, path: 'wechat/binding', method: 'POST', idempotent: true, summary: '公众号绑定' },
  wechatTicket: { name: 'wechatTicket', service: S, path: 'wechat/ticket', method: 'POST', summary: '公众号 ticket' },
  userLoginRegisterBinding: { name: 'userLoginRegisterBinding', service: S, path: 'user/loginRegisterBinding', method: 'POST', idempotent: true, summary: '登录/注册并绑定' },
  sendCode: { name: 'sendCode', service: S, path: 'sendCode', method: 'POST', summary: '发送短信验证码' },

  bqCertificationQueryArea: { name: 'bqCertificationQueryArea', service: S, path: 'bqCertification/queryArea', method: 'POST', summary: '营业执照认证：查询地区' },
  bqCertificationCheckRegistNo: { name: 'bqCertificationCheckRegistNo', service: S, path: 'bqCertification/checkRegistNo', method: 'POST', summary: '校验注册号' },
  bqCertificationQueryStatus: { name: 'bqCertificationQueryStatus', service: S, path: 'bqCertification/queryStatus', method: 'POST', summary: '查询认证状态' },
  bqCertificationQueryInfo: { name: 'bqCertificationQueryInfo', service: S, path: 'bqCertification/queryInfo', method: 'POST', summary: '查询认证信息' },
  bqCertificationGetMecAuthInfo: { name: 'bqCertificationGetMecAuthInfo', service: S, path: 'bqCertification/getMecAuthInfo', method: 'POST', summary: '商户认证信息' },
  bqCertificationSubmit: { name: 'bqCertificationSubmit', service: S, path: 'bqCertification/submit', method: 'POST', idempotent: true, summary: '提交认证' },
  bqCertificationReSubmit: { name: 'bqCertificationReSubmit', service: S, path: 'bqCertification/reSubmit', method: 'POST', idempotent: true, summary: '重新提交认证' },
  bqCertificationIdentityCheck: { name: 'bqCertificationIdentityCheck', service: S, path: 'bqCertification/identityCheck', method: 'POST', summary: '身份校验' },
  bqCertificationLicenseImageAnalysis: { name: 'bqCertificationLicenseImageAnalysis', service: S, path: 'bqCertification/licenseImageAnalysis', method: 'POST', summary: '营业执照图片识别' },
  bqCertificationAgentCheckRegisterNo: { name: 'bqCertificationAgentCheckRegisterNo', service: S, path: 'bqCertification/agentCheckRegisterNo', method: 'POST', summary: '代理商校验注册号' },
  bqCertificationQueryMerchantAuthShow: { name: 'bqCertificationQueryMerchantAuthShow', service: S, path: 'bqCertification/queryMerchantAuthShow', method: 'POST', summary: '是否展示商户认证' },

  merchantAccessGetSettlementCard: { name: 'merchantAccessGetSettlementCard', service: S, path: 'merchant/access/getSettlementCard', method: 'POST', summary: '结算卡信息' },
  merchantAccessUploadImage: { name: 'merchantAccessUploadImage', service: S, path: 'merchant/access/uploadImage', method: 'POST', summary: '上传图片' },
  merchantAccessFindAreaList: { name: 'merchantAccessFindAreaList', service: S, path: 'merchant/access/findAreaList', method: 'GET', summary: '地区列表（query areaId）' },
  merchantAccessGetBusinessType: { name: 'merchantAccessGetBusinessType', service: S, path: 'merchant/access/getBusinessType', method: 'POST', summary: '经营类目' },
  merchantAccessGetAuthentication: { name: 'merchantAccessGetAuthentication', service: S, path: 'merchant/access/getAuthentication', method: 'POST', summary: '认证信息' },
  merchantAccessFindAccessResult: { name: 'merchantAccessFindAccessResult', service: S, path: 'merchant/access/findAccessResult', method: 'POST', summary: '入网结果' },
  merchantAccessIncom: { name: 'merchantAccessIncom', service: S, path: 'merchant/access/incom', method: 'POST', idempotent: true, summary: '提交入网' },
  merchantAccessFindAccessInfoBySts: { name: 'merchantAccessFindAccessInfoBySts', service: S, path: 'merchant/access/findAccessInfoBySts', method: 'POST', summary: '按状态查询入网信息' },
  merchantAccessUpdateMerchantInfo: { name: 'merchantAccessUpdateMerchantInfo', service: S, path: 'merchant/access/updateMerchantInfo', method: 'POST', summary: '更新商户信息' },
  merchantAccessModifyMerchantInfo: { name: 'merchantAccessModifyMerchantInfo', service: S, path: 'merchant/access/modifyMerchantInfo', method: 'POST', summary: '修改商户信息' },
  merchantAccessTypeChooseShow: { name: 'merchantAccessTypeChooseShow', service: S, path: 'merchant/access/typeChooseShow', method: 'POST', summary: '入网类型选择展示' },
  merchantAccessMicroIncom: { name: 'merchantAccessMicroIncom', service: S, path: 'merchant/access/micro/incom', method: 'POST', idempotent: true, summary: '小微商户入网提交' },

  bankQueryProv: { name: 'bankQueryProv', service: S, path: 'bank/queryProv', method: 'POST', summary: '省份列表' },
  bankQueryCity: { name: 'bankQueryCity', service: S, path: 'bank/queryCity', method: 'POST', summary: '城市列表' },
  bankQueryBank: { name: 'bankQueryBank', service: S, path: 'bank/queryBank', method: 'POST', summary: '银行列表' },
  bankQueryBankBranch: { name: 'bankQueryBankBranch', service: S, path: 'bank/queryBankBranch', method: 'POST', summary: '支行列表' },

  setBankUpdate: { name: 'setBankUpdate', service: S, path: 'setBank/update', method: 'POST', summary: '更新结算卡' },
  setBankFind: { name: 'setBankFind', service: S, path: 'setBank/find', method: 'POST', summary: '查询结算卡' },

  certificationAddPersonAccount: { name: 'certificationAddPersonAccount', service: S, path: 'certification/addPersonAccount', method: 'POST', summary: '添加个人账户' },
  certificationSubmitCertification: { name: 'certificationSubmitCertification', service: S, path: 'certification/submitCertification', method: 'POST', idempotent: true, summary: '提交实名认证' },
  certificationQuerySts: { name: 'certificationQuerySts', service: S, path: 'certification/querySts', method: 'POST', summary: '实名认证状态' },
  certificationMerchantRepo: { name: 'certificationMerchantRepo', service: S, path: 'certification/merchantRepo', method: 'POST', summary: '商户报备' },

  cpMerchantQuery: { name: 'cpMerchantQuery', service: S, path: 'cpMerchant/query', method: 'POST', summary: '小商户报备查询' },
  cpMerchantSubmit: { name: 'cpMerchantSubmit', service: S, path: 'cpMerchant/submit', method: 'POST', idempotent: true, summary: '小商户报备提交' },

  complianceIsHideFunctionApp: { name: 'complianceIsHideFunctionApp', service: S, path: 'compliance/isHideFunctionApp', method: 'POST', summary: '合规：是否隐藏功能' },
  commonCaptcha: { name: 'commonCaptcha', service: S, path: 'common/captcha', method: 'POST', summary: '图形验证码' },
} as const satisfies Record<string, Endpoint>;
