import { TEXT_LIMITS } from './text-limits';
import type { Endpoint } from './types';

const S = 'user-service' as const;

/** The business certification form's free text (submit and resubmit send the same fields). */
const CERTIFICATION_TEXT = {
  legalManName: TEXT_LIMITS.personName,
  areaLabel: TEXT_LIMITS.areaLabel,
  mccValue: TEXT_LIMITS.category,
  businessName: TEXT_LIMITS.merchantName,
  businessAddress: TEXT_LIMITS.address,
  bankName: TEXT_LIMITS.bankName,
  bankBranchName: TEXT_LIMITS.branchName,
} as const;

/** The legal person's free text in both onboarding forms. */
const LEGAL_PERSON_TEXT = {
  'legalPersonInfo.identityName': TEXT_LIMITS.personName,
  'legalPersonInfo.actName': TEXT_LIMITS.personName,
  'legalPersonInfo.lbnkNm': TEXT_LIMITS.branchName,
} as const;

/** The merchant's names, address and category as updateMerchantInfo and modifyMerchantInfo send them. */
const MERCHANT_INFO_TEXT = {
  merchantName: TEXT_LIMITS.merchantName,
  shortName: TEXT_LIMITS.shopName,
  businessAddress: TEXT_LIMITS.address,
  mccValue: TEXT_LIMITS.category,
} as const;

// user-service calls (docs/product.md §7 "user-service"): one `export const` each, `name` its key (the
// `endpoints` namespace joins the services: ./catalogue.ts). The app's build takes each into the
// chunk of the code that names it (app/build/catalogueSplit.ts).
export const myInfo = {
  name: 'myInfo',
  service: S,
  path: 'my/myInfo',
  method: 'POST',
  summary: '我的信息',
} as const satisfies Endpoint;
export const realNameAndLevelInfo = {
  name: 'realNameAndLevelInfo',
  service: S,
  path: 'my/realNameAndLevelInfo',
  method: 'POST',
  summary: '实名与等级信息',
} as const satisfies Endpoint;
// The official account's sign-in and binding (app/src/features/officialAccount, docs/official-account.md).
export const wechatBinding = {
  name: 'wechatBinding',
  service: S,
  path: 'wechat/binding',
  method: 'POST',
  // As every bind: each call carries a key, so a retried attempt gets the first one's answer, not 40163.
  idempotent: true,
  summary: '公众号绑定：网页授权 code 换取微信用户与绑定状态',
} as const satisfies Endpoint;
export const wechatLoginInfo = {
  name: 'wechatLoginInfo',
  service: S,
  path: 'wechat/loginInfo',
  method: 'POST',
  summary: '公众号登录与绑定状态',
} as const satisfies Endpoint;
export const wechatTicket = {
  name: 'wechatTicket',
  service: S,
  path: 'wechat/ticket',
  method: 'POST',
  summary: '公众号 JS-SDK 签名（jsapi_ticket）',
} as const satisfies Endpoint;
export const userLoginRegisterBinding = {
  name: 'userLoginRegisterBinding',
  service: S,
  path: 'user/loginRegisterBinding',
  method: 'POST',
  idempotent: true,
  summary: '公众号绑定已有商户账号，或注册商户账号并绑定',
} as const satisfies Endpoint;
export const sendCode = {
  name: 'sendCode',
  service: S,
  path: 'sendCode',
  method: 'POST',
  summary: '公众号绑定：发送短信验证码',
} as const satisfies Endpoint;

export const bqCertificationQueryArea = {
  name: 'bqCertificationQueryArea',
  service: S,
  path: 'bqCertification/queryArea',
  method: 'POST',
  summary: '营业执照认证：查询地区',
} as const satisfies Endpoint;
export const bqCertificationCheckRegistNo = {
  name: 'bqCertificationCheckRegistNo',
  service: S,
  path: 'bqCertification/checkRegistNo',
  method: 'POST',
  summary: '校验注册号',
} as const satisfies Endpoint;
export const bqCertificationQueryStatus = {
  name: 'bqCertificationQueryStatus',
  service: S,
  path: 'bqCertification/queryStatus',
  method: 'POST',
  summary: '查询认证状态',
} as const satisfies Endpoint;
export const bqCertificationQueryInfo = {
  name: 'bqCertificationQueryInfo',
  service: S,
  path: 'bqCertification/queryInfo',
  method: 'POST',
  summary: '查询认证信息',
} as const satisfies Endpoint;
export const bqCertificationGetMecAuthInfo = {
  name: 'bqCertificationGetMecAuthInfo',
  service: S,
  path: 'bqCertification/getMecAuthInfo',
  method: 'POST',
  summary: '商户认证信息',
} as const satisfies Endpoint;
export const bqCertificationSubmit = {
  name: 'bqCertificationSubmit',
  service: S,
  path: 'bqCertification/submit',
  method: 'POST',
  idempotent: true,
  summary: '提交认证',
  limits: CERTIFICATION_TEXT,
} as const satisfies Endpoint;
export const bqCertificationReSubmit = {
  name: 'bqCertificationReSubmit',
  service: S,
  path: 'bqCertification/reSubmit',
  method: 'POST',
  idempotent: true,
  summary: '重新提交认证',
  limits: CERTIFICATION_TEXT,
} as const satisfies Endpoint;
export const bqCertificationIdentityCheck = {
  name: 'bqCertificationIdentityCheck',
  service: S,
  path: 'bqCertification/identityCheck',
  method: 'POST',
  summary: '身份校验',
  limits: { name: TEXT_LIMITS.personName },
} as const satisfies Endpoint;
export const bqCertificationLicenseImageAnalysis = {
  name: 'bqCertificationLicenseImageAnalysis',
  service: S,
  path: 'bqCertification/licenseImageAnalysis',
  method: 'POST',
  summary: '营业执照图片识别',
} as const satisfies Endpoint;
export const bqCertificationAgentCheckRegisterNo = {
  name: 'bqCertificationAgentCheckRegisterNo',
  service: S,
  path: 'bqCertification/agentCheckRegisterNo',
  method: 'POST',
  summary: '代理商校验注册号',
} as const satisfies Endpoint;
export const bqCertificationQueryMerchantAuthShow = {
  name: 'bqCertificationQueryMerchantAuthShow',
  service: S,
  path: 'bqCertification/queryMerchantAuthShow',
  method: 'POST',
  summary: '是否展示商户认证',
} as const satisfies Endpoint;

export const merchantAccessGetSettlementCard = {
  name: 'merchantAccessGetSettlementCard',
  service: S,
  path: 'merchant/access/getSettlementCard',
  method: 'POST',
  summary: '结算卡信息',
} as const satisfies Endpoint;
export const merchantAccessUploadImage = {
  name: 'merchantAccessUploadImage',
  service: S,
  path: 'merchant/access/uploadImage',
  method: 'POST',
  summary: '上传图片',
} as const satisfies Endpoint;
export const merchantAccessFindAreaList = {
  name: 'merchantAccessFindAreaList',
  service: S,
  path: 'merchant/access/findAreaList',
  method: 'GET',
  summary: '地区列表（query areaId）',
} as const satisfies Endpoint;
export const merchantAccessGetBusinessType = {
  name: 'merchantAccessGetBusinessType',
  service: S,
  path: 'merchant/access/getBusinessType',
  method: 'POST',
  summary: '经营类目',
} as const satisfies Endpoint;
export const merchantAccessGetAuthentication = {
  name: 'merchantAccessGetAuthentication',
  service: S,
  path: 'merchant/access/getAuthentication',
  method: 'POST',
  summary: '认证信息',
} as const satisfies Endpoint;
export const merchantAccessFindAccessResult = {
  name: 'merchantAccessFindAccessResult',
  service: S,
  path: 'merchant/access/findAccessResult',
  method: 'POST',
  summary: '入网结果',
} as const satisfies Endpoint;
export const merchantAccessIncom = {
  name: 'merchantAccessIncom',
  service: S,
  path: 'merchant/access/incom',
  method: 'POST',
  idempotent: true,
  summary: '提交入网',
  limits: {
    'businessInfo.cprRegAddr': TEXT_LIMITS.address,
    'businessInfo.mecDisNm': TEXT_LIMITS.shopName,
    'businessInfo.address': TEXT_LIMITS.address,
    'businessInfo.mccValue': TEXT_LIMITS.category,
    ...LEGAL_PERSON_TEXT,
  },
} as const satisfies Endpoint;
export const merchantAccessFindAccessInfoBySts = {
  name: 'merchantAccessFindAccessInfoBySts',
  service: S,
  path: 'merchant/access/findAccessInfoBySts',
  method: 'POST',
  summary: '按状态查询入网信息',
} as const satisfies Endpoint;
export const merchantAccessUpdateMerchantInfo = {
  name: 'merchantAccessUpdateMerchantInfo',
  service: S,
  path: 'merchant/access/updateMerchantInfo',
  method: 'POST',
  summary: '更新商户信息',
  limits: MERCHANT_INFO_TEXT,
} as const satisfies Endpoint;
export const merchantAccessModifyMerchantInfo = {
  name: 'merchantAccessModifyMerchantInfo',
  service: S,
  path: 'merchant/access/modifyMerchantInfo',
  method: 'POST',
  summary: '修改商户信息',
  limits: MERCHANT_INFO_TEXT,
} as const satisfies Endpoint;
export const merchantAccessTypeChooseShow = {
  name: 'merchantAccessTypeChooseShow',
  service: S,
  path: 'merchant/access/typeChooseShow',
  method: 'POST',
  summary: '入网类型选择展示',
} as const satisfies Endpoint;
export const merchantAccessMicroIncom = {
  name: 'merchantAccessMicroIncom',
  service: S,
  path: 'merchant/access/micro/incom',
  method: 'POST',
  idempotent: true,
  summary: '小微商户入网提交',
  limits: {
    'smallBusinessInfo.mecDisNm': TEXT_LIMITS.shopName,
    'smallBusinessInfo.address': TEXT_LIMITS.address,
    'smallBusinessInfo.mccValue': TEXT_LIMITS.category,
    ...LEGAL_PERSON_TEXT,
  },
} as const satisfies Endpoint;

export const bankQueryProv = {
  name: 'bankQueryProv',
  service: S,
  path: 'bank/queryProv',
  method: 'POST',
  summary: '省份列表',
} as const satisfies Endpoint;
export const bankQueryCity = {
  name: 'bankQueryCity',
  service: S,
  path: 'bank/queryCity',
  method: 'POST',
  summary: '城市列表',
} as const satisfies Endpoint;
export const bankQueryBank = {
  name: 'bankQueryBank',
  service: S,
  path: 'bank/queryBank',
  method: 'POST',
  summary: '银行列表',
  limits: { keyword: TEXT_LIMITS.keyword },
} as const satisfies Endpoint;
export const bankQueryBankBranch = {
  name: 'bankQueryBankBranch',
  service: S,
  path: 'bank/queryBankBranch',
  method: 'POST',
  summary: '支行列表',
  limits: { keyword: TEXT_LIMITS.keyword },
} as const satisfies Endpoint;

export const setBankUpdate = {
  name: 'setBankUpdate',
  service: S,
  path: 'setBank/update',
  method: 'POST',
  idempotent: true,
  summary: '更新结算卡',
  limits: { branchBankNm: TEXT_LIMITS.branchName },
} as const satisfies Endpoint;
export const setBankFind = {
  name: 'setBankFind',
  service: S,
  path: 'setBank/find',
  method: 'POST',
  summary: '查询结算卡',
} as const satisfies Endpoint;

export const certificationAddPersonAccount = {
  name: 'certificationAddPersonAccount',
  service: S,
  path: 'certification/addPersonAccount',
  method: 'POST',
  summary: '添加个人账户',
  limits: { actName: TEXT_LIMITS.personName },
} as const satisfies Endpoint;
export const certificationSubmitCertification = {
  name: 'certificationSubmitCertification',
  service: S,
  path: 'certification/submitCertification',
  method: 'POST',
  idempotent: true,
  summary: '提交实名认证',
  limits: { name: TEXT_LIMITS.personName },
} as const satisfies Endpoint;
export const certificationQuerySts = {
  name: 'certificationQuerySts',
  service: S,
  path: 'certification/querySts',
  method: 'POST',
  summary: '实名认证状态',
} as const satisfies Endpoint;
export const certificationMerchantRepo = {
  name: 'certificationMerchantRepo',
  service: S,
  path: 'certification/merchantRepo',
  method: 'POST',
  summary: '商户报备',
} as const satisfies Endpoint;

export const cpMerchantQuery = {
  name: 'cpMerchantQuery',
  service: S,
  path: 'cpMerchant/query',
  method: 'POST',
  summary: '小商户报备查询',
} as const satisfies Endpoint;
export const cpMerchantSubmit = {
  name: 'cpMerchantSubmit',
  service: S,
  path: 'cpMerchant/submit',
  method: 'POST',
  idempotent: true,
  summary: '小商户报备提交',
  limits: { businessName: TEXT_LIMITS.merchantName },
} as const satisfies Endpoint;

export const complianceIsHideFunctionApp = {
  name: 'complianceIsHideFunctionApp',
  service: S,
  path: 'compliance/isHideFunctionApp',
  method: 'POST',
  summary: '合规：是否隐藏功能',
} as const satisfies Endpoint;
export const commonCaptcha = {
  name: 'commonCaptcha',
  service: S,
  path: 'common/captcha',
  method: 'POST',
  summary: '图形验证码',
} as const satisfies Endpoint;
