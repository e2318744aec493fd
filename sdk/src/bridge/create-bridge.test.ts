import { describe, expect, it } from 'vitest';
import { createBridge } from './create-bridge';
import { isBridgeUnavailableError, isNativeError, isUnknownDeviceError } from './errors/index';
import { fakeWindow, flush, recordingLogger, track } from './__fixtures__/fake-window';
import type { BridgeWindow } from './types';

// A real Window must fit BridgeWindow, or `createBridge(window)` would not compile in the app.
type WindowFits = Window extends BridgeWindow ? true : false;
const windowFits: WindowFits = true;

describe('createBridge: sending', () => {
  it('accepts a real Window type', () => expect(windowFits).toBe(true));

  it('posts a JSON string to merchantBridge on Android, with ids counting up from a random offset', async () => {
    const host = fakeWindow('android');
    const bridge = createBridge(host.win, { random: () => 0.25, logger: recordingLogger().logger });
    expect(bridge.platform).toBe('android');
    void bridge.call('setTitle', { title: '交易记录' });
    void bridge.call('getLocation');
    expect(host.rawAndroid).toHaveLength(2);
    expect(typeof host.rawAndroid[0]).toBe('string');
    const first = 1 + Math.floor(0.25 * 2 ** 31);
    expect(host.sent[0]).toEqual({
      functionName: 'setTitle',
      data: { title: '交易记录' },
      callbackId: first,
      async: true,
    });
    expect(host.sent[1]).toEqual({
      functionName: 'getLocation',
      data: {},
      callbackId: first + 1,
      async: true,
    });
  });

  it('starts two bridges (a reload) at different offsets', () => {
    const a = fakeWindow('android');
    const b = fakeWindow('android');
    void createBridge(a.win, { random: () => 0.1 }).callUnchecked('x');
    void createBridge(b.win, { random: () => 0.9 }).callUnchecked('x');
    expect(a.sent[0]?.callbackId).not.toBe(b.sent[0]?.callbackId);
  });

  it('posts the message object to webkit.messageHandlers.merchantBridge on iOS', async () => {
    const host = fakeWindow('ios');
    const bridge = createBridge(host.win);
    expect(bridge.platform).toBe('ios');
    const result = track(bridge.call('scanQrCode'));
    expect(host.sent[0]).toMatchObject({ functionName: 'scanQrCode', async: true });
    host.receive({ callbackId: host.sent[0]?.callbackId, data: { content: 'https://x.example' } });
    await flush();
    expect(result).toEqual({ status: 'fulfilled', value: { content: 'https://x.example' } });
  });

  it('logs 未知移动设备！ and sends nothing on any other user agent', async () => {
    const host = fakeWindow('other');
    const { logger, lines } = recordingLogger();
    const bridge = createBridge(host.win, { logger });
    expect(bridge.platform).toBe('unknown');
    const error = await bridge.call('login').catch((e: unknown) => e);
    expect(isUnknownDeviceError(error)).toBe(true);
    expect((error as Error).message).toBe('未知移动设备！');
    bridge.post('setTitle', { title: 'x' });
    expect(lines.warn).toEqual(['未知移动设备！', '未知移动设备！']);
    expect(host.sent).toEqual([]);
  });

  it('post sends without a callback id and expects no answer', () => {
    const host = fakeWindow('android');
    createBridge(host.win).post('closeWebView');
    expect(host.sent).toEqual([{ functionName: 'closeWebView', data: {}, async: false }]);
  });

  it('rejects when the user agent claims Android but the host channel is missing', async () => {
    const host = fakeWindow('android');
    delete host.win.merchantBridge;
    const error = await createBridge(host.win)
      .call('login')
      .catch((e: unknown) => e);
    expect(isBridgeUnavailableError(error) && error.reason).toBe('no-host');
  });
});

describe('createBridge: native replies', () => {
  it('settles a call once; a second reply with the same id is ignored with a warning', async () => {
    const host = fakeWindow('android');
    const { logger, lines } = recordingLogger();
    const bridge = createBridge(host.win, { logger });
    const result = track(bridge.call('login'));
    const id = host.sent[0]?.callbackId;
    host.receive(JSON.stringify({ callbackId: id, data: { result: '0000' } }));
    host.receive({ callbackId: id, data: { result: 'second' } });
    await flush();
    expect(result).toEqual({ status: 'fulfilled', value: { result: '0000' } });
    expect(lines.warn.some((l) => l.includes('callbackId'))).toBe(true);
  });

  it('matches a string callback id to the numeric one it sent', async () => {
    const host = fakeWindow('android');
    const bridge = createBridge(host.win);
    const result = track(bridge.call('login'));
    host.receive({ callbackId: String(host.sent[0]?.callbackId), data: 1 });
    await flush();
    expect(result.value).toBe(1);
  });

  it('logs errorCode/errorMsg and rejects the addressed call with NativeError', async () => {
    const host = fakeWindow('android');
    const { logger, lines } = recordingLogger();
    const bridge = createBridge(host.win, { logger });
    const result = track(bridge.call('scanBankCard'));
    host.receive({ errorCode: 'E01', errorMsg: '相机不可用' });
    expect(lines.error).toEqual(['[bridge] 原生错误 errorCode=E01 errorMsg=相机不可用']);
    expect(result.status).toBe('pending');
    host.receive({ callbackId: host.sent[0]?.callbackId, errorCode: 'E02', errorMsg: '识别失败' });
    await flush();
    expect(result.status).toBe('rejected');
    expect(isNativeError(result.error) && [result.error.errorCode, result.error.errorMsg]).toEqual([
      'E02',
      '识别失败',
    ]);
    expect(lines.error).toHaveLength(2);
  });

  it('ignores malformed messages with a warning and never throws', () => {
    const host = fakeWindow('android');
    const { logger, lines } = recordingLogger();
    createBridge(host.win, { logger, maxMessageLength: 100 });
    const bad: unknown[] = [
      '{not json',
      'null',
      '42',
      '"str"',
      '[1,2]',
      null,
      undefined,
      7,
      [],
      {},
      { callbackId: {} },
      { callbackId: 'x'.repeat(100) },
      `{"callbackId":1,"data":"${'a'.repeat(200)}"}`,
      '%E0%A4%A',
      '\u2028',
      '"\'"',
    ];
    for (const m of bad) expect(() => host.receive(m)).not.toThrow();
    expect(lines.warn).toHaveLength(bad.length);
  });

  it('delivers data holding U+2028, % and quotes intact', async () => {
    const host = fakeWindow('android');
    const bridge = createBridge(host.win);
    const result = track(bridge.call('scanQrCode'));
    const content = 'a\u2028b%20"c\'d\u2029';
    host.receive(JSON.stringify({ callbackId: host.sent[0]?.callbackId, data: { content } }));
    await flush();
    expect(result.value).toEqual({ content });
  });
});

describe('createBridge: native-initiated calls', () => {
  it('runs the registered handler and posts {responseId, data} back', async () => {
    const host = fakeWindow('android');
    const bridge = createBridge(host.win);
    const seen: unknown[] = [];
    bridge.register('getPageInfo', async (data) => {
      seen.push(data);
      return { page: 'record' };
    });
    host.receive({ functionName: 'getPageInfo', responseId: 'r-1', data: { a: 1 } });
    await flush();
    expect(seen).toEqual([{ a: 1 }]);
    expect(host.sent).toEqual([{ responseId: 'r-1', data: { page: 'record' } }]);
  });

  it("answers {error: 'web未找到调用方法'} when no handler is registered", async () => {
    const host = fakeWindow('ios');
    createBridge(host.win);
    host.receive('{"functionName":"nope","responseId":9}');
    await flush();
    expect(host.sent).toEqual([{ responseId: 9, data: { error: 'web未找到调用方法' } }]);
  });

  it('answers {error: message} when the handler throws, and the remover unregisters it', async () => {
    const host = fakeWindow('android');
    const bridge = createBridge(host.win);
    const remove = bridge.register('boom', () => {
      throw new Error('坏了');
    });
    host.receive({ functionName: 'boom', responseId: 1 });
    await flush();
    remove();
    host.receive({ functionName: 'boom', responseId: 2 });
    await flush();
    expect(host.sent).toEqual([
      { responseId: 1, data: { error: '坏了' } },
      { responseId: 2, data: { error: 'web未找到调用方法' } },
    ]);
  });
});

describe('createBridge: origins and dispose', () => {
  it('is not installed on a page whose origin is not allowedOrigin', async () => {
    const host = fakeWindow('android', 'https://duiba.example');
    const bridge = createBridge(host.win, {
      allowedOrigin: 'https://h5.merchant.example',
      logger: recordingLogger().logger,
    });
    expect(bridge.installed).toBe(false);
    expect(host.win.merchantBridgeReceive).toBeUndefined();
    const error = await bridge.call('getBaseRequestParams').catch((e: unknown) => e);
    expect(isBridgeUnavailableError(error) && error.reason).toBe('origin');
    bridge.post('setTitle');
    expect(host.sent).toEqual([]);
  });

  it('is installed when the origin matches', () => {
    const host = fakeWindow('android', 'https://h5.merchant.example');
    const bridge = createBridge(host.win, { allowedOrigin: 'https://h5.merchant.example' });
    expect(bridge.installed).toBe(true);
    expect(typeof host.win.merchantBridgeReceive).toBe('function');
  });

  it('on iOS takes customer-service messages only as JSON strings', async () => {
    const cs = 'https://kefu.example';
    const host = fakeWindow('ios');
    const { logger, lines } = recordingLogger();
    const bridge = createBridge(host.win, { customerServiceOrigin: cs, logger });
    const result = track(bridge.call('login'));
    const callbackId = host.sent[0]?.callbackId;
    host.dispatch({ origin: cs, data: { callbackId, data: 'object' } });
    host.dispatch({ origin: 'https://other.example', data: JSON.stringify({ callbackId, data: 'other' }) });
    host.dispatch({ origin: cs, data: 'not json' });
    await flush();
    expect(result.status).toBe('pending');
    expect(lines.warn).toHaveLength(2);
    host.dispatch({ origin: cs, data: JSON.stringify({ callbackId, data: 'string' }) });
    await flush();
    expect(result.value).toBe('string');
  });

  it('adds no message listener on Android', () => {
    const host = fakeWindow('android');
    createBridge(host.win, { customerServiceOrigin: 'https://kefu.example' });
    expect(host.listeners.size).toBe(0);
  });

  it('dispose removes the receiver and listener and rejects pending calls', async () => {
    const host = fakeWindow('ios');
    const bridge = createBridge(host.win, { customerServiceOrigin: 'https://kefu.example' });
    const result = track(bridge.call('login'));
    expect(host.listeners.size).toBe(1);
    bridge.dispose();
    await flush();
    expect(host.win.merchantBridgeReceive).toBeUndefined();
    expect(host.listeners.size).toBe(0);
    expect(isBridgeUnavailableError(result.error) && result.error.reason).toBe('disposed');
    expect(bridge.installed).toBe(false);
    await expect(bridge.call('login')).rejects.toThrow(/disposed/);
  });
});
