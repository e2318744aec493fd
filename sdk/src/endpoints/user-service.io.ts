// What each user-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { ItemList } from './records.types';
import type { EmptyBody } from './types';
import type {
  CertificationSubmitRequest,
  CertificationSubmitted,
  ChannelCertification,
  ChannelOpened,
  ChannelOpenRequest,
  ChannelReportRequest,
  SettlementCardChangeRequest,
} from './channel-certification.types';
import type {
  AccessAreaList,
  AccessAreaQuery,
  AccessAuthentication,
  AccessInfoRequest,
  AccessResult,
  AccessTypeChoice,
  AgentRegistNoCheck,
  BankBranchListRequest,
  BankBranchOption,
  BankListRequest,
  BankOption,
  BusinessCertificationForm,
  BusinessCertificationResubmission,
  BusinessType,
  Captcha,
  CertificationAreaList,
  CertificationAreaRequest,
  CertificationInfo,
  CertificationProgress,
  CityListRequest,
  CityOption,
  FormSubmission,
  FormSubmissionState,
  HiddenFunctions,
  IdentityCheck,
  ImageUploadRequest,
  LicenseImageAnalysis,
  LicenseImageRequest,
  JsapiSignature,
  JsapiSignatureRequest,
  MerchantAuthInfo,
  MerchantAuthShow,
  MerchantInfoChange,
  MerchantInfoChanged,
  MyInfo,
  OauthCodeRequest,
  OfficialAccountBindRequest,
  OfficialAccountBound,
  OfficialAccountCodeSent,
  OfficialAccountSendCodeRequest,
  OfficialAccountSignIn,
  PersonIdentity,
  ProvinceOption,
  RealNameAndLevelInfo,
  RealNameStatus,
  RegistNoCheck,
  RegistNoCheckRequest,
  SettlementCardChanged,
  SettlementCardFound,
  SettlementCards,
  SmallMerchantReportForm,
  UploadedImage,
} from './user-service.types';
import type { AccessForm, MicroAccessForm } from './onboarding.types';

/**
 * user-service: request and response `data` of every endpoint.
 *
 * @example
 * ```ts
 * type Answer = UserServiceIo['myInfo']['response'];
 * ```
 */
export interface UserServiceIo {
  /** POST my/myInfo — 我的信息 */
  myInfo: { body: EmptyBody; response: MyInfo };
  /** POST my/realNameAndLevelInfo — 实名与等级信息 */
  realNameAndLevelInfo: { body: EmptyBody; response: RealNameAndLevelInfo };
  /** POST wechat/binding — 公众号绑定：网页授权 code 换取微信用户与绑定状态 */
  wechatBinding: { body: OauthCodeRequest; response: OfficialAccountSignIn };
  /** POST wechat/loginInfo — 公众号登录与绑定状态 */
  wechatLoginInfo: { body: EmptyBody; response: OfficialAccountSignIn };
  /** POST wechat/ticket — 公众号 JS-SDK 签名（jsapi_ticket） */
  wechatTicket: { body: JsapiSignatureRequest; response: JsapiSignature };
  /** POST user/loginRegisterBinding — 公众号绑定已有商户账号，或注册商户账号并绑定 */
  userLoginRegisterBinding: { body: OfficialAccountBindRequest; response: OfficialAccountBound };
  /** POST sendCode — 公众号绑定：发送短信验证码 */
  sendCode: { body: OfficialAccountSendCodeRequest; response: OfficialAccountCodeSent };
  /** POST bqCertification/queryArea — 营业执照认证：查询地区 */
  bqCertificationQueryArea: { body: CertificationAreaRequest; response: CertificationAreaList };
  /** POST bqCertification/checkRegistNo — 校验注册号 */
  bqCertificationCheckRegistNo: { body: RegistNoCheckRequest; response: RegistNoCheck };
  /** POST bqCertification/queryStatus — 查询认证状态 */
  bqCertificationQueryStatus: { body: EmptyBody; response: CertificationProgress };
  /** POST bqCertification/queryInfo — 查询认证信息 */
  bqCertificationQueryInfo: { body: EmptyBody; response: CertificationInfo };
  /** POST bqCertification/getMecAuthInfo — 商户认证信息 */
  bqCertificationGetMecAuthInfo: { body: EmptyBody; response: MerchantAuthInfo };
  /** POST bqCertification/submit — 提交认证 */
  bqCertificationSubmit: { body: BusinessCertificationForm; response: CertificationProgress };
  /** POST bqCertification/reSubmit — 重新提交认证 */
  bqCertificationReSubmit: { body: BusinessCertificationResubmission; response: CertificationProgress };
  /** POST bqCertification/identityCheck — 身份校验 */
  bqCertificationIdentityCheck: { body: PersonIdentity; response: IdentityCheck };
  /** POST bqCertification/licenseImageAnalysis — 营业执照图片识别 */
  bqCertificationLicenseImageAnalysis: { body: LicenseImageRequest; response: LicenseImageAnalysis };
  /** POST bqCertification/agentCheckRegisterNo — 代理商校验注册号 */
  bqCertificationAgentCheckRegisterNo: { body: RegistNoCheckRequest; response: AgentRegistNoCheck };
  /** POST bqCertification/queryMerchantAuthShow — 是否展示商户认证 */
  bqCertificationQueryMerchantAuthShow: { body: EmptyBody; response: MerchantAuthShow };
  /** POST merchant/access/getSettlementCard — 结算卡信息 */
  merchantAccessGetSettlementCard: { body: EmptyBody; response: SettlementCards };
  /** POST merchant/access/uploadImage — 上传图片 */
  merchantAccessUploadImage: { body: ImageUploadRequest; response: UploadedImage };
  /** GET merchant/access/findAreaList — 地区列表（query areaId） */
  merchantAccessFindAreaList: { query: AccessAreaQuery; response: AccessAreaList };
  /** POST merchant/access/getBusinessType — 经营类目 */
  merchantAccessGetBusinessType: { body: EmptyBody; response: ItemList<BusinessType> };
  /** POST merchant/access/getAuthentication — 认证信息 */
  merchantAccessGetAuthentication: { body: EmptyBody; response: AccessAuthentication };
  /** POST merchant/access/findAccessResult — 入网结果 */
  merchantAccessFindAccessResult: { body: EmptyBody; response: AccessResult };
  /** POST merchant/access/incom — 提交入网 */
  merchantAccessIncom: { body: AccessForm; response: FormSubmission };
  /** POST merchant/access/findAccessInfoBySts — 按状态查询入网信息 */
  merchantAccessFindAccessInfoBySts: { body: AccessInfoRequest; response: FormSubmissionState };
  /** POST merchant/access/updateMerchantInfo — 更新商户信息 */
  merchantAccessUpdateMerchantInfo: { body: MerchantInfoChange; response: MerchantInfoChanged };
  /** POST merchant/access/modifyMerchantInfo — 修改商户信息 */
  merchantAccessModifyMerchantInfo: { body: MerchantInfoChange; response: MerchantInfoChanged };
  /** POST merchant/access/typeChooseShow — 入网类型选择展示 */
  merchantAccessTypeChooseShow: { body: EmptyBody; response: AccessTypeChoice };
  /** POST merchant/access/micro/incom — 小微商户入网提交 */
  merchantAccessMicroIncom: { body: MicroAccessForm; response: FormSubmission };
  /** POST bank/queryProv — 省份列表 */
  bankQueryProv: { body: EmptyBody; response: ItemList<ProvinceOption> };
  /** POST bank/queryCity — 城市列表 */
  bankQueryCity: { body: CityListRequest; response: ItemList<CityOption> };
  /** POST bank/queryBank — 银行列表 */
  bankQueryBank: { body: BankListRequest; response: ItemList<BankOption> };
  /** POST bank/queryBankBranch — 支行列表 */
  bankQueryBankBranch: { body: BankBranchListRequest; response: ItemList<BankBranchOption> };
  /** POST setBank/update — 更新结算卡 */
  setBankUpdate: { body: SettlementCardChangeRequest; response: SettlementCardChanged };
  /** POST setBank/find — 查询结算卡 */
  setBankFind: { body: EmptyBody; response: SettlementCardFound };
  /** POST certification/addPersonAccount — 添加个人账户 */
  certificationAddPersonAccount: { body: ChannelOpenRequest; response: ChannelOpened };
  /** POST certification/submitCertification — 提交实名认证 */
  certificationSubmitCertification: { body: CertificationSubmitRequest; response: CertificationSubmitted };
  /** POST certification/querySts — 实名认证状态 */
  certificationQuerySts: { body: EmptyBody; response: RealNameStatus };
  /** POST certification/merchantRepo — 商户报备 */
  certificationMerchantRepo: { body: ChannelReportRequest; response: ChannelCertification };
  /** POST cpMerchant/query — 小商户报备查询 */
  cpMerchantQuery: { body: EmptyBody; response: FormSubmissionState };
  /** POST cpMerchant/submit — 小商户报备提交 */
  cpMerchantSubmit: { body: SmallMerchantReportForm; response: FormSubmission };
  /** POST compliance/isHideFunctionApp — 合规：是否隐藏功能 */
  complianceIsHideFunctionApp: { body: EmptyBody; response: HiddenFunctions };
  /** POST common/captcha — 图形验证码 */
  commonCaptcha: { body: EmptyBody; response: Captcha };
}
