// What each pos-user-service endpoint sends and answers: the one contract of the SDK, the app and the
// simulator (docs/adding-an-area.md). Keys are the catalogue's names; the compiler checks the set.
import type { ItemList } from './records.types';
import type {
  AuthSupplementNotice,
  CreditCardReservation,
  CreditCardReservationRequest,
  CreditCardReservations,
  PhonePosCertification,
  SwitchQuery,
  SwitchSetting,
  Switches,
  TouchAddInit,
  TouchMerchant,
  TouchMerchantChange,
  TouchMerchantForm,
  TouchMerchantList,
  TouchMerchantQuery,
  UserBaseInfo,
  UserPhone,
} from './pos-user-service.types';
import type { EmptyBody } from './types';
import type { AuthSupplementForm } from './onboarding.types';
import type {
  FormSubmission,
  FormSubmissionState,
  MccOption,
  PersonIdentity,
  SmsCodeSent,
} from './user-service.types';

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
  touchAdd: { body: TouchMerchantForm; response: TouchMerchant };
  /** POST touch/update — 触达商户更新 */
  touchUpdate: { body: TouchMerchantChange; response: TouchMerchant };
  /** POST touch/queryMerchantInfo — 查询商户信息 */
  touchQueryMerchantInfo: { body: TouchMerchantQuery; response: TouchMerchantList | TouchMerchant };
  /** POST touch/queryMcc — 查询 MCC */
  touchQueryMcc: { body: EmptyBody; response: ItemList<MccOption> };
  /** POST touch/queryAddInit — 新增初始化数据 */
  touchQueryAddInit: { body: EmptyBody; response: TouchAddInit };
  /** POST touch/noAutoAdd — 非自动导入新增 */
  touchNoAutoAdd: { body: TouchMerchantForm; response: TouchMerchant };
  /** POST userAuthInfoSupplement/submit — 补充认证信息提交 */
  userAuthInfoSupplementSubmit: { body: AuthSupplementForm; response: FormSubmission };
  /** POST userAuthInfoSupplement/query — 补充认证信息查询 */
  userAuthInfoSupplementQuery: { body: EmptyBody; response: FormSubmissionState };
  /** POST userAuthInfoSupplement/notice — 补充认证通知 */
  userAuthInfoSupplementNotice: { body: EmptyBody; response: AuthSupplementNotice };
  /** POST userAuthInfoSupplement/getMccList — MCC 列表 */
  userAuthInfoSupplementGetMccList: { body: EmptyBody; response: ItemList<MccOption> };
  /** POST virtualCreditCard/addReservationInfo — 虚拟信用卡预约 */
  virtualCreditCardAddReservationInfo: {
    body: CreditCardReservationRequest;
    response: CreditCardReservation;
  };
  /** POST virtualCreditCard/queryReservationInfo — 虚拟信用卡预约查询 */
  virtualCreditCardQueryReservationInfo: { body: EmptyBody; response: CreditCardReservations };
  /** POST userInfoQuery/baseInfo — 用户基本信息 */
  userInfoQueryBaseInfo: { body: EmptyBody; response: UserBaseInfo };
  /** POST userInfoQuery/phone — 用户手机号 */
  userInfoQueryPhone: { body: EmptyBody; response: UserPhone };
  /** POST sendCodeByToken — 按登录态发送验证码 */
  sendCodeByToken: { body: EmptyBody; response: SmsCodeSent };
  /** POST switch/get — 开关查询 */
  switchGet: { body: SwitchQuery; response: Switches | SwitchSetting };
  /** POST switch/update — 开关更新 */
  switchUpdate: { body: SwitchSetting; response: SwitchSetting };
  /** POST phonePos/certification — 手机 POS 认证 */
  phonePosCertification: { body: PersonIdentity; response: PhonePosCertification };
}
