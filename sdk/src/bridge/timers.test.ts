import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge';
import { isBridgeTimeoutError } from './errors/index';
import { fakeWindow, recordingLogger, track } from './__fixtures__/fake-window';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bridge timeouts', () => {
  it('rejects with BridgeTimeoutError after timeoutMs, and ignores the late reply', async () => {
    const host = fakeWindow('android');
    const { logger, lines } = recordingLogger();
    const bridge = createBridge(host.win, { logger });
    const result = track(bridge.call('getLocation', {}, { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.status).toBe('rejected');
    expect(isBridgeTimeoutError(result.error) && [result.error.functionName, result.error.timeoutMs]).toEqual(
      ['getLocation', 5000],
    );
    host.receive({ callbackId: host.sent[0]?.callbackId, data: {} });
    expect(lines.warn).toHaveLength(1);
  });

  it('applies nonInteractiveTimeoutMs only to calls marked non-interactive', async () => {
    const host = fakeWindow('ios');
    const bridge = createBridge(host.win, { nonInteractiveTimeoutMs: 2000 });
    const quiet = track(bridge.call('getBaseRequestParams', {}, { interactive: false }));
    const user = track(bridge.call('scanBankCard'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isBridgeTimeoutError(quiet.error)).toBe(true);
    expect(user.status).toBe('pending');
  });

  it('clears the timer when the answer comes first', async () => {
    const host = fakeWindow('android');
    const bridge = createBridge(host.win);
    const result = track(bridge.call('login', {}, { timeoutMs: 100 }));
    host.receive({ callbackId: host.sent[0]?.callbackId, data: 'ok' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(result).toEqual({ status: 'fulfilled', value: 'ok' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('bridge mock mode', () => {
  const answers = { scanBankCard: { errorCode: '0000', bankName: '中国工商银行' } };

  it('answers a named call with the canned data merged with the payload, asynchronously', async () => {
    const host = fakeWindow('other');
    const bridge = createBridge(host.win, { mock: { answers } });
    const result = track(bridge.callUnchecked('scanBankCard', { bankName: '覆盖', extra: 1 }));
    await Promise.resolve();
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toEqual({ errorCode: '0000', bankName: '覆盖', extra: 1 });
    expect(host.sent).toEqual([]);
  });

  it('honours delayMs and answers unknown names with the payload alone', async () => {
    const bridge = createBridge(fakeWindow('android').win, { mock: { answers, delayMs: 300 } });
    const result = track(bridge.callUnchecked('toString', { a: 1 }));
    await vi.advanceTimersByTimeAsync(299);
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toEqual({ a: 1 });
  });

  it('answers a call without a function name after 1000 ms', async () => {
    const bridge = createBridge(fakeWindow('android').win, { mock: { answers } });
    const result = track(bridge.callUnchecked(''));
    await vi.advanceTimersByTimeAsync(999);
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.status).toBe('fulfilled');
  });

  it('uses the injected setTimeout', async () => {
    const delays: number[] = [];
    const bridge = createBridge(fakeWindow('android').win, {
      mock: { answers },
      setTimeout: (cb, ms) => {
        delays.push(ms);
        cb();
        return 0;
      },
    });
    await bridge.callUnchecked('');
    await bridge.call('scanBankCard');
    expect(delays).toEqual([1000, 0]);
  });
});
