// The simulator's fake hosts in a real Chromium: the SDK bridge (bundled into /__sim/probe) round-trips
// through each host, version gates answer as an old app would, native-initiated calls get the page's
// answer, and a plain browser takes the '未知移动设备！' path.
import type { Page } from '@playwright/test';
import type { ProbeApi, ProbeResult } from '../../simulator/src/harness/probe/api';
import {
  deepLink,
  envOrigin,
  expect,
  probeLink,
  sim,
  test,
  type BridgeEntry,
  type HostChoice,
} from '../support/sim';

declare global {
  interface Window {
    probe?: ProbeApi;
  }
}

async function openProbe(page: Page, choice: HostChoice, origin = ''): Promise<void> {
  await page.goto(probeLink(choice, origin));
  await page.waitForFunction(() => window.probe !== undefined);
}

function call(page: Page, functionName: string, data: unknown = {}, timeoutMs = 3000): Promise<ProbeResult> {
  return page.evaluate(([fn, d, t]) => window.probe!.call(fn, d, t), [
    functionName,
    data,
    timeoutMs,
  ] as const);
}

async function bridgeLogs(session: string, count: number): Promise<BridgeEntry[]> {
  let logs: BridgeEntry[] = [];
  await expect.poll(async () => (logs = await sim.bridge(session)).length).toBeGreaterThanOrEqual(count);
  return logs;
}

for (const host of ['android', 'ios'] as const) {
  test(`the SDK bridge round-trips through the ${host} host`, async ({ page, session }) => {
    await openProbe(page, { host, session, scenario: 'paid-member' });
    expect(await page.evaluate(() => window.probe!.platform)).toBe(host);
    const result = await call(page, 'getBaseRequestParams');
    expect(result).toMatchObject({
      ok: true,
      value: { TOKEN_ID: `sim-token:${session}:paid-member`, APP_VERSIONS: '360' },
    });
    const logs = await bridgeLogs(session, 2);
    const sent = logs.find((l) => l.direction === 'web→native' && l.functionName === 'getBaseRequestParams');
    const reply = logs.find((l) => l.direction === 'native→web' && l.kind === 'reply');
    expect(sent?.callbackId).toBeDefined();
    expect(String(reply?.callbackId)).toBe(String(sent?.callbackId));
  });
}

test("the mini-program host: WeChat's WeixinJSBridge and __wxjs_environment, no window.wx, the page query context", async ({
  page,
  session,
}) => {
  await openProbe(page, { host: 'miniprogram', session });
  expect(await page.evaluate(() => window.probe!.isMiniProgram())).toEqual({ ok: true, value: true });
  expect(
    await page.evaluate(() => ({
      environment: (window as { __wxjs_environment?: string }).__wxjs_environment,
      bridge: typeof (window as { WeixinJSBridge?: { invoke?: unknown } }).WeixinJSBridge?.invoke,
      wx: 'wx' in window,
    })),
  ).toEqual({ environment: 'miniprogram', bridge: 'function', wx: false });
  const query = await page.evaluate(() => window.probe!.query);
  expect(query).toMatchObject({
    token: `sim-token:${session}:certified`,
    appVersion: '360',
    phoneModle: expect.any(String),
    wechatId: expect.any(String),
    appProDuctType: '03',
  });
  expect(await page.evaluate(() => navigator.userAgent)).toMatch(/MicroMessenger.*miniProgram/);
  expect(
    await page.evaluate(() => window.probe!.invokeMiniProgram('navigateTo', { url: '/pages/home/index' })),
  ).toEqual({ ok: true, value: { err_msg: 'invokeMiniProgramAPI:ok' } });
  await expect
    .poll(() => sim.miniProgramCalls(session))
    .toEqual([{ name: 'navigateTo', arg: { url: '/pages/home/index' } }]);
});

test("the official-account host: WeChat's WeixinJSBridge, but no mini program to navigate", async ({
  page,
  session,
}) => {
  await openProbe(page, { host: 'officialaccount', session });
  expect(await page.evaluate(() => window.probe!.isMiniProgram())).toEqual({ ok: true, value: false });
  expect(await page.evaluate(() => 'wx' in window)).toBe(false);
  expect(
    await page.evaluate(() => window.probe!.invokeMiniProgram('navigateBack', { delta: 1 })),
  ).toMatchObject({ ok: true, value: { err_msg: expect.stringMatching(/^invokeMiniProgramAPI:fail/) } });
});

const gates = [
  { version: 318, getNotificationStatus: false, openNotificationSettings: false, replacePage: false },
  { version: 319, getNotificationStatus: true, openNotificationSettings: false, replacePage: false },
  { version: 331, getNotificationStatus: true, openNotificationSettings: false, replacePage: false },
  { version: 332, getNotificationStatus: true, openNotificationSettings: true, replacePage: false },
  { version: 350, getNotificationStatus: true, openNotificationSettings: true, replacePage: false },
  { version: 351, getNotificationStatus: true, openNotificationSettings: true, replacePage: true },
];
for (const { version, ...expected } of gates) {
  test(`version gates at app version ${version}`, async ({ page, session }) => {
    await openProbe(page, { host: 'android', version, session });
    for (const [functionName, allowed] of Object.entries(expected)) {
      const result = await call(page, functionName);
      if (allowed) expect(result, functionName).toMatchObject({ ok: true });
      else
        expect(result, functionName).toMatchObject({
          ok: false,
          error: { name: 'NativeError', errorCode: 'VERSION' },
        });
    }
  });
}

test('a native-initiated call reaches a registered handler; an unregistered one gets web未找到调用方法', async ({
  page,
  session,
}) => {
  await openProbe(page, { host: 'android', session });
  await page.evaluate(() => window.probe!.register('onResume', { resumed: true }));
  expect(await sim.control('native-call', { functionName: 'echo', data: { n: 1 } }, session)).toMatchObject({
    data: { echoed: { n: 1 } },
  });
  expect(await sim.control('native-call', { functionName: 'onResume', data: {} }, session)).toMatchObject({
    data: { resumed: true },
  });
  expect(
    await sim.control('native-call', { functionName: 'neverRegistered', data: {} }, session),
  ).toMatchObject({ data: { error: 'web未找到调用方法' } });
  const logs = await bridgeLogs(session, 6);
  const pushed = logs.filter((l) => l.kind === 'native-call').map((l) => l.responseId);
  const answered = logs.filter((l) => l.kind === 'answer').map((l) => l.responseId);
  expect(answered.sort()).toEqual(pushed.sort());
});

// A real host pushes native calls through its bridge, without a request: the simulator's channel for
// them opens after the page has loaded, behind the requests of the page's first screen.
test('the channel of native-initiated calls opens only once the page has loaded', async ({
  page,
  session,
}) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/__sim/events') seen.push('channel');
    if (pathname === '/gateway/pay-service/transactionRecord/list') seen.push('first call');
  });
  page.on('load', () => seen.push('load'));
  await page.goto(deepLink('/transaction/record', { host: 'android', session }));
  await expect.poll(() => seen).toContain('channel');
  expect(seen.indexOf('load')).toBeLessThan(seen.indexOf('channel'));
  expect(seen.indexOf('first call')).toBeLessThan(seen.indexOf('channel'));
  expect(seen.filter((s) => s === 'channel')).toHaveLength(1);
  // The app registers no such handler: the page's own answer says so, through the channel.
  expect(await sim.control('native-call', { functionName: 'getPageInfo' }, session)).toMatchObject({
    data: { error: 'web未找到调用方法' },
  });
});

test('a native-initiated call reaches the iOS page too', async ({ page, session }) => {
  await openProbe(page, { host: 'ios', session });
  expect(await sim.control('native-call', { functionName: 'getPageInfo' }, session)).toMatchObject({
    data: { title: 'Host probe', path: '/__sim/probe' },
  });
});

test('exitToLogin is recorded as a hand-off to the native app', async ({ page, session }) => {
  await openProbe(page, { host: 'android', session });
  await page.evaluate(() => window.probe!.post('exitToLogin'));
  const logs = await bridgeLogs(session, 1);
  expect(logs.find((l) => l.functionName === 'exitToLogin')).toMatchObject({
    handoff: true,
    direction: 'web→native',
  });
});

test('the plain browser host has no bridge: 未知移动设备！ is logged and nothing is sent', async ({
  page,
  session,
  consoleMessages,
}) => {
  await openProbe(page, { host: 'browser', session });
  expect(await page.evaluate(() => window.probe!.platform)).toBe('unknown');
  const result = await call(page, 'getBaseRequestParams');
  expect(result).toMatchObject({ ok: false, error: { name: 'UnknownDeviceError' } });
  expect(consoleMessages.map((m) => m.text)).toContain('未知移动设备！');
  expect(await sim.logs(session, 'bridge')).toEqual([]);
});

test('the hosts work on an environment hostname (test.localhost)', async ({ page, session }) => {
  await openProbe(page, { host: 'pos', version: 340, session }, envOrigin('test'));
  expect(new URL(page.url()).hostname).toBe('test.localhost');
  expect(await page.evaluate(() => navigator.userAgent)).toMatch(/MerchantPOS\/340$/);
  expect(await call(page, 'swipeCardPay')).toEqual({ ok: true, value: { errorCode: '0000' } });
});
