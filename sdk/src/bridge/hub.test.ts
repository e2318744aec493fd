// One receiver per window: a second bridge joins the first instead of taking its replies away,
// the host channel is looked up per call, and a second handler for one name says so.
import { describe, expect, it } from 'vitest';
import { createBridge } from './create-bridge';
import { NO_HANDLER_MESSAGE } from './receive';
import { fakeWindow, flush, recordingLogger, track } from './__fixtures__/fake-window';

describe('two bridges on one window', () => {
  it('each gets the replies to its own calls', async () => {
    const host = fakeWindow('android');
    const first = createBridge(host.win, { random: () => 0.1, logger: recordingLogger().logger });
    const second = createBridge(host.win, { random: () => 0.7, logger: recordingLogger().logger });
    const a = track(first.call('scanQrCode'));
    const b = track(second.call('scanQrCode'));
    const [sentA, sentB] = host.sent;
    host.receive({ callbackId: sentA?.callbackId, data: { content: 'A' } });
    host.receive({ callbackId: sentB?.callbackId, data: { content: 'B' } });
    await flush();
    expect(a.value).toEqual({ content: 'A' });
    expect(b.value).toEqual({ content: 'B' });
  });

  it('runs the newest handler for a native call, and answers web未找到调用方法 only when none has one', async () => {
    const host = fakeWindow('ios');
    const first = createBridge(host.win, { logger: recordingLogger().logger });
    const second = createBridge(host.win, { logger: recordingLogger().logger });
    first.register('onResume', () => 'first');
    host.receive({ functionName: 'onResume', responseId: 'r1' });
    await flush();
    second.register('onResume', () => 'second');
    host.receive({ functionName: 'onResume', responseId: 'r2' });
    host.receive({ functionName: 'nobody', responseId: 'r3' });
    await flush();
    const byId = [...host.sent].sort((x, y) => String(x.responseId).localeCompare(String(y.responseId)));
    expect(byId).toEqual([
      { responseId: 'r1', data: 'first' },
      { responseId: 'r2', data: 'second' },
      { responseId: 'r3', data: { error: NO_HANDLER_MESSAGE } },
    ]);
  });

  it('keeps the receiver while one bridge is left, and removes it with the last', async () => {
    const host = fakeWindow('android');
    const first = createBridge(host.win, { logger: recordingLogger().logger });
    const second = createBridge(host.win, { logger: recordingLogger().logger });
    first.dispose();
    expect(host.win.merchantBridgeReceive).toBeTypeOf('function');
    const pending = track(second.call('getLocation'));
    host.receive({ callbackId: host.sent[0]?.callbackId, data: { latitude: 1, longitude: 2 } });
    await flush();
    expect(pending.value).toEqual({ latitude: 1, longitude: 2 });
    second.dispose();
    expect(host.win.merchantBridgeReceive).toBeUndefined();
  });
});

describe('the host channel', () => {
  it('is looked up at call time: a host that injects it after createBridge works', async () => {
    const host = fakeWindow('android');
    const channel = host.win.merchantBridge;
    delete host.win.merchantBridge;
    const bridge = createBridge(host.win, { logger: recordingLogger().logger });
    const early = await bridge.call('getLocation').catch((e: unknown) => e);
    expect((early as Error).name).toBe('BridgeUnavailableError');
    host.win.merchantBridge = channel;
    const late = track(bridge.call('getLocation'));
    expect(host.sent).toHaveLength(1);
    host.receive({ callbackId: host.sent[0]?.callbackId, data: { latitude: 3, longitude: 4 } });
    await flush();
    expect(late.value).toEqual({ latitude: 3, longitude: 4 });
  });
});

describe('register', () => {
  it('says so when a name is registered twice, and the newer handler answers', async () => {
    const host = fakeWindow('android');
    const { logger, lines } = recordingLogger();
    const bridge = createBridge(host.win, { logger });
    bridge.register('onShare', () => 1);
    expect(lines.warn).toEqual([]);
    bridge.register('onShare', () => 2);
    expect(lines.warn.join('\n')).toMatch(/onShare 已有处理函数/);
    host.receive({ functionName: 'onShare', responseId: 9 });
    await flush();
    expect(host.sent).toEqual([{ responseId: 9, data: 2 }]);
  });
});
