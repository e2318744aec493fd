import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, channelForSource } from './channels';
import { detectClient } from './detect';
import { isMiniProgram } from './mini-program';
import type { WeChatWindow } from './detect';

// Compile-time: the app passes the real window.
void ((w: Window): WeChatWindow => w);

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 10; Redmi 9A) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
};
const pos = `${UA.android} MerchantPOS/3.6.0`;
const loan = `${UA.ios} MerchantLoan/2.1.0`;
const wechat = `${UA.android} MicroMessenger/8.0.47.2560(0x28002F37) NetType/WIFI Language/zh_CN`;
const mini = `${UA.ios} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN miniProgram/wx1234567890`;

describe('detectClient', () => {
  it.each([
    [
      'android app',
      UA.android,
      '',
      undefined,
      { os: 'android', isPosApp: false, isWeChat: false, appSource: null, accessContext: 'hostApp' },
    ],
    ['ios app', UA.ios, '', undefined, { os: 'ios', accessContext: 'hostApp' }],
    ['ipad', UA.ipad, '', undefined, { os: 'ios' }],
    ['desktop browser', UA.desktop, '', undefined, { os: 'unknown', accessContext: 'hostApp' }],
    [
      'POS app',
      pos,
      '?source=06',
      undefined,
      { os: 'android', isPosApp: true, source: '06', channelCode: '06', channel: '智能POS设备' },
    ],
    ['loan app by UA', loan, '', undefined, { os: 'ios', appSource: 'loanApp' }],
    ['loan app by query', UA.android, '?appSource=loan', undefined, { appSource: 'loanApp' }],
    [
      'mini-program app source',
      UA.android,
      '?appSource=miniProgramApp',
      undefined,
      { appSource: 'miniProgramApp', channelCode: 'MINI_PROGRAM_APP', channel: '小程序APP' },
    ],
    [
      'official account',
      wechat,
      '?source=02',
      undefined,
      { isWeChat: true, accessContext: 'officialAccount', channel: '公众号' },
    ],
    [
      'mini program by UA',
      mini,
      '',
      undefined,
      { isWeChat: true, accessContext: 'miniProgram', channelCode: 'MINI_PROGRAM', channel: '小程序' },
    ],
    [
      'mini program by global',
      wechat,
      '',
      { __wxjs_environment: 'miniprogram' },
      { accessContext: 'miniProgram' },
    ],
    [
      'global without WeChat UA',
      UA.android,
      '',
      { __wxjs_environment: 'miniprogram' },
      { accessContext: 'hostApp' },
    ],
    [
      'source wins over the fixed code',
      mini,
      '?source=03',
      undefined,
      { channelCode: '03', channel: '订阅消息' },
    ],
    [
      'unknown source',
      UA.android,
      '?source=99',
      undefined,
      { source: '99', channelCode: null, channel: undefined },
    ],
  ] as const)('%s', (_name, userAgent, search, win, expected) => {
    expect(detectClient({ userAgent, search, win })).toMatchObject(expected);
  });
});

describe('channels', () => {
  it('maps every code of docs/product.md §1 and the fixed mini-program codes', () => {
    expect(CHANNELS).toEqual({
      '01': 'EPOS设备',
      '02': '公众号',
      '03': '订阅消息',
      '04': '模板消息',
      '05': 'PLUS APP',
      '06': '智能POS设备',
      MINI_PROGRAM: '小程序',
      MINI_PROGRAM_APP: '小程序APP',
    });
    expect(channelForSource('01')).toBe('EPOS设备');
    expect(channelForSource('toString')).toBeUndefined();
    expect(channelForSource(null)).toBeUndefined();
  });
});

describe('isMiniProgram', () => {
  afterEach(() => vi.useRealTimers());

  it('trusts __wxjs_environment', async () => {
    expect(await isMiniProgram({ __wxjs_environment: 'miniprogram' })).toBe(true);
    expect(await isMiniProgram({})).toBe(false);
  });

  it('outside WeChat answers at once, waiting for no bridge', async () => {
    expect(
      await isMiniProgram({ navigator: { userAgent: UA.android }, document: new EventTarget() }, 60_000),
    ).toBe(false);
  });

  it('in WeChat waits for WeixinJSBridgeReady; the client may set __wxjs_environment just after it', async () => {
    const document = new EventTarget();
    const win: WeChatWindow = { navigator: { userAgent: wechat }, document };
    let answer: boolean | undefined;
    void isMiniProgram(win).then((v) => (answer = v));
    await new Promise((r) => setTimeout(r, 20));
    expect(answer).toBeUndefined();
    win.WeixinJSBridge = { invoke: () => undefined };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    win.__wxjs_environment = 'miniprogram';
    await new Promise((r) => setTimeout(r, 5));
    expect(answer).toBe(true);
  });

  it('in WeChat with the bridge ready and no mini-program environment: the official account', async () => {
    const win = { navigator: { userAgent: wechat }, WeixinJSBridge: { invoke: () => undefined } };
    expect(await isMiniProgram(win)).toBe(false);
  });

  it('in WeChat gives up after the timeout when the bridge never gets ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let done: boolean | undefined;
    void isMiniProgram({ navigator: { userAgent: wechat }, document: new EventTarget() }, 500).then(
      (v) => (done = v),
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(false);
  });

  it('asks wx.miniProgram.getEnv where the page loaded the JS-SDK itself', async () => {
    expect(await isMiniProgram({ wx: { miniProgram: { getEnv: (cb) => cb({ miniprogram: true }) } } })).toBe(
      true,
    );
    expect(await isMiniProgram({ wx: { miniProgram: { getEnv: (cb) => cb({ miniprogram: false }) } } })).toBe(
      false,
    );
    expect(
      await isMiniProgram({
        wx: {
          miniProgram: {
            getEnv: () => {
              throw new Error('x');
            },
          },
        },
      }),
    ).toBe(false);
  });

  it('gives up after the timeout when getEnv never calls back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let done: boolean | undefined;
    void isMiniProgram({ wx: { miniProgram: { getEnv: () => {} } } }, 500).then((v) => (done = v));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(false);
  });
});
