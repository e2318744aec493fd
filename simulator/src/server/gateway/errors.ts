// The gateway's failures. Each maps to one answer: a business envelope with HTTP 200, a 4xx
// envelope, or the 401 message text.

/** A business rule refused the call (HTTP 200, envelope code ≠ '200'), e.g. '3001' 今日已签到. */
export class BusinessRuleError extends Error {
  override readonly name = 'BusinessRuleError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function isBusinessRuleError(e: unknown): e is BusinessRuleError {
  return e instanceof Error && e.name === 'BusinessRuleError';
}

/** The request itself is wrong (HTTP 4xx with an envelope), e.g. 400 '4001' for a missing header. */
export class BadGatewayRequestError extends Error {
  override readonly name = 'BadGatewayRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function isBadGatewayRequestError(e: unknown): e is BadGatewayRequestError {
  return e instanceof Error && e.name === 'BadGatewayRequestError';
}

/** No usable identity: missing, undecryptable, revoked or expired token (HTTP 401). */
export class UnauthorizedRequestError extends Error {
  override readonly name = 'UnauthorizedRequestError';
  constructor(readonly reason: 'missing' | 'invalid' | 'revoked' | 'expired') {
    super(UNAUTHORIZED_MESSAGE);
  }
}

export function isUnauthorizedRequestError(e: unknown): e is UnauthorizedRequestError {
  return e instanceof Error && e.name === 'UnauthorizedRequestError';
}

export const UNAUTHORIZED_MESSAGE = '登录已失效，请重新登录';

/** Business and request codes the simulator answers (documented in the control API index). */
export const CODES = {
  ok: { code: '200', msg: 'success' },
  badParam: { code: '1001', msg: '参数错误' },
  notFound: { code: '1004', msg: '记录不存在' },
  signedToday: { code: '3001', msg: '今日已签到' },
  notEnoughPoints: { code: '3002', msg: '积分不足' },
  soldOut: { code: '3003', msg: '库存不足' },
  wrongState: { code: '3005', msg: '当前状态不允许此操作' },
  duplicate: { code: '3007', msg: '请勿重复操作' },
  wrongSmsCode: { code: '3008', msg: '验证码错误' },
  badJson: { code: '4000', msg: '请求体不是合法的 JSON' },
  missingHeader: { code: '4001', msg: '缺少请求头' },
  badCipher: { code: '4002', msg: '请求体解密失败' },
  foreignOrigin: { code: '4003', msg: '跨域请求被拒绝：来源不是模拟器的页面' },
  unknownEndpoint: { code: '4004', msg: '接口不存在' },
  wrongMethod: { code: '4005', msg: '请求方法不支持' },
  idempotencyConflict: { code: '4009', msg: '重复请求参数不一致' },
  tooLarge: { code: '4013', msg: '请求体过大' },
} as const;

export function badParam(detail: string): BusinessRuleError {
  return new BusinessRuleError(CODES.badParam.code, `${CODES.badParam.msg}：${detail}`);
}

export function notFound(what: string): BusinessRuleError {
  return new BusinessRuleError(CODES.notFound.code, `${CODES.notFound.msg}：${what}`);
}
