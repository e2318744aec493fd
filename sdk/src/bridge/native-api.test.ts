import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge';
import { createNativeApi } from './native-api';
import { isBridgeTimeoutError, isBridgeUnavailableError, isVersionGateError } from './errors/index';
import { fakeWindow, flush, track } from './__fixtures__/fake-window';

const answers = JSON.parse(
  readFileSync(new URL('../../../fixtures/bridge/answers.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

afterEach(() => vi.useRealTimers());

function mockApi(appVersion: number | string) {
  const replaced: string[] = [];
  const bridge = createBridge(fakeWindow('android').win, { mock: { answers } });
  const native = createNativeApi(bridge, {
    appVersion,
    location: { replace: (url) => void replaced.push(url) },
  });
  return { native, replaced };
}

describe('createNativeApi', () => {
  it('has a canned answer for every wrapper it offers (the host shim uses the same names)', () => {
    const { native } = mockApi(360);
    expect(Object.keys(native).sort()).toEqual(Object.keys(answers).sort());
  });

  it('returns the typed sample answers through the mock bridge', async () => {
    const { native } = mockApi(360);
    expect((await native.scanBankCard()).cardNumber).toBe('6222021234567890128');
    expect(await native.scanIdCard()).toMatchObject({
      name: '李娜',
      validTo: '2036-03-07',
      errorCode: '0000',
    });
    expect((await native.pay({ channel: 'alipay', orderInfo: 'x' })).resultStatus).toBe('9000');
    expect((await native.saveAsImage()).resultCode).toBe('0000');
    expect((await native.swipeCardPay({ amount: '1.00', orderNo: 'o1' })).errorCode).toBe('0000');
    expect((await native.scanQrCode()).content).toMatch(/^https:/);
    expect((await native.webShare({ url: 'https://x.example' })).type).toBe('copyUrl');
    expect((await native.getBaseRequestParams()).APP_VERSIONS).toBe('360');
    expect(await native.getNotificationStatus()).toEqual({ status: '1' });
  });

  it('sends the exact function names and payloads to the host', async () => {
    const host = fakeWindow('android');
    const bridge = createBridge(host.win);
    const native = createNativeApi(bridge, { appVersion: 360 });
    const calls = [
      track(native.setTitle('交易记录')),
      track(native.pay({ channel: 'unionSE', tn: 't1' })),
      track(native.openNativePage('wallet', { a: 1 })),
    ];
    expect(host.sent.map((m) => [m.functionName, m.data])).toEqual([
      ['setTitle', { title: '交易记录' }],
      ['pay', { channel: 'unionSE', tn: 't1' }],
      ['openNativePage', { page: 'wallet', params: { a: 1 } }],
    ]);
    // The fake host never answers: setTitle is non-interactive, so its 10-s timer would outlive
    // this test (and fire in whichever file the worker runs next). Disposing the bridge clears the
    // timers and rejects every call still waiting.
    bridge.dispose();
    await flush();
    expect(calls.map((c) => [c.status, isBridgeUnavailableError(c.error)])).toEqual([
      ['rejected', true],
      ['rejected', true],
      ['rejected', true],
    ]);
  });

  it('gates notification calls by app version', async () => {
    const old = mockApi(318).native;
    const error = await old.getNotificationStatus().catch((e: unknown) => e);
    expect(isVersionGateError(error) && [error.functionName, error.requirement, error.appVersion]).toEqual([
      'getNotificationStatus',
      '>= 319',
      318,
    ]);
    await expect(mockApi(331).native.openNotificationSettings()).rejects.toThrow(/> 331/);
    await expect(mockApi(332).native.openNotificationSettings()).resolves.toEqual({ result: '0000' });
  });

  it('replaces the page natively above 350 and through location.replace below', async () => {
    const newer = mockApi(351);
    expect(await newer.native.replacePage('/h5/a')).toEqual({ via: 'native' });
    expect(newer.replaced).toEqual([]);
    const older = mockApi(350);
    expect(await older.native.replacePage('/h5/a')).toEqual({ via: 'location' });
    expect(older.replaced).toEqual(['/h5/a']);
  });

  it('reads a lazily known app version', async () => {
    let version: string | undefined = '300';
    const bridge = createBridge(fakeWindow('android').win, { mock: { answers } });
    const native = createNativeApi(bridge, { appVersion: () => version, location: { replace: () => {} } });
    expect((await native.replacePage('/x')).via).toBe('location');
    version = '360';
    expect((await native.replacePage('/x')).via).toBe('native');
  });

  it('waits for a version the host has not told yet, instead of reading every app as too old', async () => {
    let tell: (version: string) => void = () => {};
    const told = new Promise<string>((resolve) => (tell = resolve));
    const bridge = createBridge(fakeWindow('android').win, { mock: { answers } });
    const native = createNativeApi(bridge, { appVersion: () => told });
    const status = native.getNotificationStatus();
    const settings = native.openNotificationSettings().catch((e: unknown) => e);
    tell('3.2.0');
    expect(await status).toEqual({ status: '1' });
    const refused = await settings;
    expect(isVersionGateError(refused) && [refused.requirement, refused.appVersion]).toEqual(['> 331', 320]);
  });

  it('times out the non-interactive base-params call on a silent host', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const native = createNativeApi(
      createBridge(fakeWindow('android').win, { nonInteractiveTimeoutMs: 3000 }),
      {
        appVersion: 360,
      },
    );
    const pending = native.getBaseRequestParams().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3000);
    expect(isBridgeTimeoutError(await pending)).toBe(true);
    await flush();
  });
});
