// What each user-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { Pending, PendingBody, PendingQuery } from './pending';

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
  myInfo: { body: PendingBody; response: Pending };
  /** POST my/realNameAndLevelInfo — 实名与等级信息 */
  realNameAndLevelInfo: { body: PendingBody; response: Pending };
  /** POST wechat/binding — 公众号绑定 */
  wechatBinding: { body: PendingBody; response: Pending };
  /** POST wechat/ticket — 公众号 ticket */
  wechatTicket: { body: PendingBody; response: Pending };
  /** POST user/loginRegisterBinding — 登录/注册并绑定 */
  userLoginRegisterBinding: { body: PendingBody; response: Pending };
  /** POST sendCode — 发送短信验证码 */
  sendCode: { body: PendingBody; response: Pending };
  /** POST bqCertification/queryArea — 营业执照认证：查询地区 */
  bqCertificationQueryArea: { body: PendingBody; response: Pending };
  /** POST bqCertification/checkRegistNo — 校验注册号 */
  bqCertificationCheckRegistNo: { body: PendingBody; response: Pending };
  /** POST bqCertification/queryStatus — 查询认证状态 */
  bqCertificationQueryStatus: { body: PendingBody; response: Pending };
  /** POST bqCertification/queryInfo — 查询认证信息 */
  bqCertificationQueryInfo: { body: PendingBody; response: Pending };
  /** POST bqCertification/getMecAuthInfo — 商户认证信息 */
  bqCertificationGetMecAuthInfo: { body: PendingBody; response: Pending };
  /** POST bqCertification/submit — 提交认证 */
  bqCertificationSubmit: { body: PendingBody; response: Pending };
  /** POST bqCertification/reSubmit — 重新提交认证 */
  bqCertificationReSubmit: { body: PendingBody; response: Pending };
  /** POST bqCertification/identityCheck — 身份校验 */
  bqCertificationIdentityCheck: { body: PendingBody; response: Pending };
  /** POST bqCertification/licenseImageAnalysis — 营业执照图片识别 */
  bqCertificationLicenseImageAnalysis: { body: PendingBody; response: Pending };
  /** POST bqCertification/agentCheckRegisterNo — 代理商校验注册号 */
  bqCertificationAgentCheckRegisterNo: { body: PendingBody; response: Pending };
  /** POST bqCertification/queryMerchantAuthShow — 是否展示商户认证 */
  bqCertificationQueryMerchantAuthShow: { body: PendingBody; response: Pending };
  /** POST merchant/access/getSettlementCard — 结算卡信息 */
  merchantAccessGetSettlementCard: { body: PendingBody; response: Pending };
  /** POST merchant/access/uploadImage — 上传图片 */
  merchantAccessUploadImage: { body: PendingBody; response: Pending };
  /** GET merchant/access/findAreaList — 地区列表（query areaId） */
  merchantAccessFindAreaList: { query: PendingQuery; response: Pending };
  /** POST merchant/access/getBusinessType — 经营类目 */
  merchantAccessGetBusinessType: { body: PendingBody; response: Pending };
  /** POST merchant/access/getAuthentication — 认证信息 */
  merchantAccessGetAuthentication: { body: PendingBody; response: Pending };
  /** POST merchant/access/findAccessResult — 入网结果 */
  merchantAccessFindAccessResult: { body: PendingBody; response: Pending };
  /** POST merchant/access/incom — 提交入网 */
  merchantAccessIncom: { body: PendingBody; response: Pending };
  /** POST merchant/access/findAccessInfoBySts — 按状态查询入网信息 */
  merchantAccessFindAccessInfoBySts: { body: PendingBody; response: Pending };
  /** POST merchant/access/updateMerchantInfo — 更新商户信息 */
  merchantAccessUpdateMerchantInfo: { body: PendingBody; response: Pending };
  /** POST merchant/access/modifyMerchantInfo — 修改商户信息 */
  merchantAccessModifyMerchantInfo: { body: PendingBody; response: Pending };
  /** POST merchant/access/typeChooseShow — 入网类型选择展示 */
  merchantAccessTypeChooseShow: { body: PendingBody; response: Pending };
  /** POST merchant/access/micro/incom — 小微商户入网提交 */
  merchantAccessMicroIncom: { body: PendingBody; response: Pending };
  /** POST bank/queryProv — 省份列表 */
  bankQueryProv: { body: PendingBody; response: Pending };
  /** POST bank/queryCity — 城市列表 */
  bankQueryCity: { body: PendingBody; response: Pending };
  /** POST bank/queryBank — 银行列表 */
  bankQueryBank: { body: PendingBody; response: Pending };
  /** POST bank/queryBankBranch — 支行列表 */
  bankQueryBankBranch: { body: PendingBody; response: Pending };
  /** POST setBank/update — 更新结算卡 */
  setBankUpdate: { body: PendingBody; response: Pending };
  /** POST setBank/find — 查询结算卡 */
  setBankFind: { body: PendingBody; response: Pending };
  /** POST certification/addPersonAccount — 添加个人账户 */
  certificationAddPersonAccount: { body: PendingBody; response: Pending };
  /** POST certification/submitCertification — 提交实名认证 */
  certificationSubmitCertification: { body: PendingBody; response: Pending };
  /** POST certification/querySts — 实名认证状态 */
  certificationQuerySts: { body: PendingBody; response: Pending };
  /** POST certification/merchantRepo — 商户报备 */
  certificationMerchantRepo: { body: PendingBody; response: Pending };
  /** POST cpMerchant/query — 小商户报备查询 */
  cpMerchantQuery: { body: PendingBody; response: Pending };
  /** POST cpMerchant/submit — 小商户报备提交 */
  cpMerchantSubmit: { body: PendingBody; response: Pending };
  /** POST compliance/isHideFunctionApp — 合规：是否隐藏功能 */
  complianceIsHideFunctionApp: { body: PendingBody; response: Pending };
  /** POST common/captcha — 图形验证码 */
  commonCaptcha: { body: PendingBody; response: Pending };
}
