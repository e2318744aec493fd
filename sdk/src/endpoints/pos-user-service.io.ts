// What each pos-user-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { Pending, PendingBody } from './pending';

/**
 * pos-user-service: request and response `data` of every endpoint.
 *
 * @example
 * ```ts
 * type Answer = PosUserServiceIo['touchAdd']['response'];
 * ```
 */
export interface PosUserServiceIo {
  /** POST touch/add — 触达商户新增 */
  touchAdd: { body: PendingBody; response: Pending };
  /** POST touch/update — 触达商户更新 */
  touchUpdate: { body: PendingBody; response: Pending };
  /** POST touch/queryMerchantInfo — 查询商户信息 */
  touchQueryMerchantInfo: { body: PendingBody; response: Pending };
  /** POST touch/queryMcc — 查询 MCC */
  touchQueryMcc: { body: PendingBody; response: Pending };
  /** POST touch/queryAddInit — 新增初始化数据 */
  touchQueryAddInit: { body: PendingBody; response: Pending };
  /** POST touch/noAutoAdd — 非自动导入新增 */
  touchNoAutoAdd: { body: PendingBody; response: Pending };
  /** POST userAuthInfoSupplement/submit — 补充认证信息提交 */
  userAuthInfoSupplementSubmit: { body: PendingBody; response: Pending };
  /** POST userAuthInfoSupplement/query — 补充认证信息查询 */
  userAuthInfoSupplementQuery: { body: PendingBody; response: Pending };
  /** POST userAuthInfoSupplement/notice — 补充认证通知 */
  userAuthInfoSupplementNotice: { body: PendingBody; response: Pending };
  /** POST userAuthInfoSupplement/getMccList — MCC 列表 */
  userAuthInfoSupplementGetMccList: { body: PendingBody; response: Pending };
  /** POST virtualCreditCard/addReservationInfo — 虚拟信用卡预约 */
  virtualCreditCardAddReservationInfo: { body: PendingBody; response: Pending };
  /** POST virtualCreditCard/queryReservationInfo — 虚拟信用卡预约查询 */
  virtualCreditCardQueryReservationInfo: { body: PendingBody; response: Pending };
  /** POST userInfoQuery/baseInfo — 用户基本信息 */
  userInfoQueryBaseInfo: { body: PendingBody; response: Pending };
  /** POST userInfoQuery/phone — 用户手机号 */
  userInfoQueryPhone: { body: PendingBody; response: Pending };
  /** POST sendCodeByToken — 按登录态发送验证码 */
  sendCodeByToken: { body: PendingBody; response: Pending };
  /** POST switch/get — 开关查询 */
  switchGet: { body: PendingBody; response: Pending };
  /** POST switch/update — 开关更新 */
  switchUpdate: { body: PendingBody; response: Pending };
  /** POST phonePos/certification — 手机 POS 认证 */
  phonePosCertification: { body: PendingBody; response: Pending };
}
