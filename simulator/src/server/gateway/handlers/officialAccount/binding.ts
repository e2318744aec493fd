// The official account's sign-in and binding: the code exchange (wechatBinding; WeChat's errcode as
// the business code), the SMS code (sendCode: one per 60 s of the simulator clock, whatever the page
// does: a reload asks wechatLoginInfo how long is left), binding the merchant account of a mobile
// number, or opening one for a number without one (userLoginRegisterBinding, type 'login' or
// 'register'). One merchant account per session's WeChat user.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import type {
  BindSmsRecord,
  MerchantState,
  OfficialAccountBindingRecord,
  OfficialAccountRecord,
} from '../../../state/model';
import { badParam, BusinessRuleError, CODES } from '../../errors';
import { mintId, reqMobile, reqString } from '../input';
import { duplicate, maskPhone, wrongState } from '../rules';
import type { HandlerInput, ServiceHandlers } from '../types';
import { WECHAT_BOUND } from '../serviceFee/switches';
import { exchangeCode, maskOpenid, officialAccountOf } from './wechat-platform';

/** The code every SMS of the simulator carries (as the quick card binding's). */
export const BIND_SMS_CODE = '123456';
export const RESEND_SECONDS = 60;
export const SMS_VALID_SECONDS = 300;
const MAX_CODE_FAILURES = 5;
/** A mobile number with no merchant account: the page offers to open one (type 'register'). */
export const NOT_REGISTERED = '3101';

export const SNAPSHOT_REFUSAL = '当前为快照页，无法绑定账号，请打开完整页面后重试';

/** Seconds before another SMS code may be sent (0: now). */
export function resendAfter(record: OfficialAccountRecord, now: number): number {
  if (!record.sms) return 0;
  return Math.max(0, Math.ceil((record.sms.sentAt + RESEND_SECONDS * 1000 - now) / 1000));
}

function merchantOf(binding: OfficialAccountBindingRecord) {
  return {
    merchantNo: binding.merchantNo,
    merchantName: binding.merchantName,
    phoneMask: maskPhone(binding.phone),
  };
}

function signIn(record: OfficialAccountRecord, now: number): EndpointResponse<'wechatLoginInfo'> {
  const bound = record.binding !== null && record.binding.openid === record.openid ? record.binding : null;
  return {
    openIdMask: record.openid ? maskOpenid(record.openid) : null,
    bindStatus: bound ? '1' : '0',
    snapshot: record.snapshot,
    merchant: bound ? merchantOf(bound) : null,
    registered: bound?.registered ?? false,
    resendAfter: resendAfter(record, now),
  };
}

/** The signed-in, full-page WeChat user a send or a bind acts for; refused otherwise. */
function signedInUser(record: OfficialAccountRecord): string {
  if (!record.openid) throw wrongState('请先通过微信授权登录');
  if (record.snapshot) throw wrongState(SNAPSHOT_REFUSAL);
  return record.openid;
}

/** The SMS code checked for the number it went to; a fifth wrong one voids it. */
function checkCode(
  record: OfficialAccountRecord,
  input: HandlerInput<'userLoginRegisterBinding'>,
  phone: string,
  now: number,
): BindSmsRecord {
  const smsCode = reqString(input, 'smsCode');
  const sms = record.sms;
  if (!sms || sms.code === '') throw wrongState('请先获取短信验证码');
  if (sms.phone !== phone) throw wrongState('手机号与接收验证码的号码不一致，请重新获取验证码');
  if (now - sms.sentAt > SMS_VALID_SECONDS * 1000) throw wrongState('验证码已过期，请重新获取验证码');
  if (smsCode !== sms.code) {
    sms.failures += 1;
    if (sms.failures >= MAX_CODE_FAILURES) sms.code = '';
    throw new BusinessRuleError(CODES.wrongSmsCode.code, '验证码错误，请重新输入');
  }
  return sms;
}

/** The session's binding when it is this number's; another number's is refused: one account per user. */
function existingBinding(record: OfficialAccountRecord, openid: string, phone: string) {
  const binding = record.binding;
  if (!binding) return null;
  if (binding.openid !== openid || binding.phone !== phone)
    throw duplicate(`该微信已绑定商户账号 ${maskPhone(binding.phone)}，一个微信只能绑定一个商户账号`);
  return binding;
}

/** The answer to a bind: the merchant account now bound to the session's WeChat user. */
function bindingAnswer(binding: OfficialAccountBindingRecord) {
  return { bindStatus: '1' as const, merchant: merchantOf(binding), registered: binding.registered };
}

/** The account a bind ties the WeChat user to, as `login` or `register` finds or opens it. */
type BoundAccount = Pick<OfficialAccountBindingRecord, 'merchantNo' | 'merchantName' | 'registered'>;

/** What a bind acts on: the session's state and official-account record, and the number typed. */
interface BindRequest {
  state: MerchantState;
  record: OfficialAccountRecord;
  input: HandlerInput<'userLoginRegisterBinding'>;
  phone: string;
  now: number;
}

/** A known number's merchant account; an unknown one is told to register (3101). */
function loginAccount({ state, record, input, phone, now }: BindRequest): BoundAccount {
  const sms = checkCode(record, input, phone, now);
  // An unknown number keeps its code: the merchant may open an account with it next.
  if (phone !== state.profile.phone) throw new BusinessRuleError(NOT_REGISTERED, '该手机号尚未注册商户账号');
  // Spent; its time stays, so the 60 s before another code still run.
  sms.code = '';
  const { merchantNo, merchantName } = state.profile;
  return { merchantNo, merchantName, registered: false };
}

/** A merchant account opened for an unknown number; a known one is refused (3007). */
function registerAccount({ state, record, input, phone, now }: BindRequest): BoundAccount {
  if (phone === state.profile.phone) throw duplicate('该手机号已注册商户账号，请直接绑定');
  checkCode(record, input, phone, now).code = '';
  return {
    merchantNo: mintId(state, 'M', ymd(now)),
    merchantName: `商户${phone.slice(7)}`,
    registered: true,
  };
}

/** Where each type of bind finds the account. */
const ACCOUNT_OF = { login: loginAccount, register: registerAccount };

/**
 * Binds the signed-in user to the number's account (opened first for 'register'). The number they
 * are already bound to answers that binding again, with no code: the retry of a lost answer.
 */
function bindAccount(
  state: MerchantState,
  type: 'login' | 'register',
  input: HandlerInput<'userLoginRegisterBinding'>,
  now: number,
) {
  const record = officialAccountOf(state);
  const openid = signedInUser(record);
  const phone = reqMobile(input, 'phone');
  const bound = existingBinding(record, openid, phone);
  if (bound) return bindingAnswer(bound);
  const account = ACCOUNT_OF[type]({ state, record, input, phone, now });
  record.binding = { openid, ...account, phone, boundAt: dateTime(now) };
  state.switches[WECHAT_BOUND] = '1';
  return bindingAnswer(record.binding);
}

export const officialAccountHandlers = {
  wechatBinding: ({ state, input, now }) => {
    const record = officialAccountOf(state);
    const answer = exchangeCode(state, reqString(input, 'code'), now);
    if ('errcode' in answer) throw new BusinessRuleError(String(answer.errcode), answer.errmsg);
    record.openid = answer.openid;
    record.snapshot = answer.is_snapshotuser === 1;
    return signIn(record, now);
  },
  wechatLoginInfo: ({ state, now }) => signIn(officialAccountOf(state), now),
  sendCode: ({ state, input, now }) => {
    const record = officialAccountOf(state);
    signedInUser(record);
    const phone = reqMobile(input, 'phone');
    const wait = resendAfter(record, now);
    if (wait > 0) throw wrongState(`验证码已发送，请 ${wait} 秒后再试`);
    record.sms = { phone, code: BIND_SMS_CODE, sentAt: now, failures: 0 };
    return { phoneMask: maskPhone(phone), resendAfter: RESEND_SECONDS, expireSeconds: SMS_VALID_SECONDS };
  },
  userLoginRegisterBinding: ({ state, input, now }) => {
    const type = reqString(input, 'type');
    if (type !== 'login' && type !== 'register') throw badParam("type 应为 'login' 或 'register'");
    return bindAccount(state, type, input, now);
  },
} satisfies Partial<ServiceHandlers<'user-service'>>;
