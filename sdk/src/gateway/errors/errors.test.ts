import { describe, expect, it } from 'vitest';
import {
  AbortError,
  BusinessError,
  GatewayError,
  HttpStatusError,
  NetworkError,
  TimeoutError,
  UnauthorizedError,
  isAbortError,
  isBusinessError,
  isGatewayError,
  isHttpStatusError,
  isNetworkError,
  isTimeoutError,
  isUnauthorizedError,
} from './index';

describe('gateway errors', () => {
  const errors = [
    [new HttpStatusError(502, 'Bad Gateway'), isHttpStatusError, 'HttpStatusError', 'Bad Gateway'],
    [new NetworkError(), isNetworkError, 'NetworkError', '网络连接异常,请检查网络设置！'],
    [new UnauthorizedError(), isUnauthorizedError, 'UnauthorizedError', 'Unauthorized'],
    [new BusinessError('5001'), isBusinessError, 'BusinessError', '接口失败'],
    [new AbortError(), isAbortError, 'AbortError', '请求已取消'],
    [new TimeoutError(15_000), isTimeoutError, 'TimeoutError', '请求超时（15 秒），请稍后重试'],
  ] as const;

  it('each has its name, message, base class and exactly one matching guard', () => {
    const guards = errors.map(([, guard]) => guard);
    for (const [error, guard, name, message] of errors) {
      expect(error).toBeInstanceOf(GatewayError);
      expect(isGatewayError(error)).toBe(true);
      expect([error.name, error.message]).toEqual([name, message]);
      expect(guards.filter((g) => g(error))).toEqual([guard]);
    }
  });

  it('guards reject look-alikes without the brand, and keep status and cause', () => {
    const fake = Object.assign(new Error('x'), { name: 'NetworkError' });
    expect(isNetworkError(fake)).toBe(false);
    expect(isGatewayError({ name: 'GatewayError' })).toBe(false);
    expect(new HttpStatusError(500, '').message).toBe('HTTP 500');
    expect(new UnauthorizedError('登录已失效', 401).status).toBe(401);
    expect(new NetworkError(new TypeError('fetch failed')).cause).toBeInstanceOf(TypeError);
  });
});
