import { describe, expect, it } from 'vitest';
import { BusinessError, HttpStatusError, TimeoutError, UnauthorizedError } from '@merchant-h5/sdk';
import { isSaidByShell, isShownInline, toApiError } from './apiError';

describe('toApiError: what a merchant reads is Chinese', () => {
  it('any other status: a Chinese line with the code, never the English status text', () => {
    const e = toApiError(new HttpStatusError(500, 'Internal Server Error'));
    expect(e).toEqual({ kind: 'http', message: '服务暂时不可用，请稍后重试（错误码 500）', status: 500 });
    expect(e.message).not.toMatch(/[A-Za-z]/);
  });

  it('English from a server or the SDK gives way to a Chinese line; Chinese passes through', () => {
    expect(toApiError(new UnauthorizedError('Unauthorized')).message).toBe('登录已失效，请重新登录');
    expect(toApiError(new UnauthorizedError('登录已失效，请重新登录')).message).toBe(
      '登录已失效，请重新登录',
    );
    expect(toApiError(new BusinessError('500', 'Internal error')).message).toBe('接口失败');
    expect(toApiError(new BusinessError('3002', '积分不足')).message).toBe('积分不足');
    expect(toApiError(new TimeoutError(15000)).message).toMatch(/^请求超时/);
    expect(toApiError(new TypeError('x is undefined')).message).toBe('加载失败，请稍后重试');
  });
});

describe('isShownInline: one message per failure', () => {
  it('leaves what the shell toasts or gates to the shell, and says the rest beside the action', () => {
    for (const kind of ['network', 'http', 'timeout', 'unauthorized', 'aborted'])
      expect(isShownInline({ kind, message: 'x' })).toBe(false);
    for (const kind of ['business', 'protocol', 'unknown'])
      expect(isShownInline({ kind, message: 'x' })).toBe(true);
    expect(isShownInline(new Error('bridge'))).toBe(true);
    expect(isShownInline(null)).toBe(false);
  });
});

describe('isSaidByShell: a screen never toasts what the shell says', () => {
  it("a 401 is the login dialog's, as toasted kinds are the toast's: the screen stays silent", () => {
    expect(isSaidByShell({ kind: 'unauthorized' })).toBe(true);
    expect(isSaidByShell({ kind: 'aborted' })).toBe(true);
    expect(isSaidByShell({ kind: 'timeout' })).toBe(true);
    expect(isSaidByShell({ kind: 'business' })).toBe(false);
  });
});
