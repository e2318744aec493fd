// The probe page: the SDK bridge in whatever host the simulator injected, driven from outside through
// `window.probe` (Playwright's page.evaluate, the harness's host check in a same-origin iframe).
import { createBridge, isMiniProgram, type Bridge } from '@merchant-h5/sdk';
import { describeError, type ProbeApi, type ProbeResult } from './api';

declare global {
  interface Window {
    probe?: ProbeApi;
  }
}

interface WeixinJSBridge {
  invoke(name: string, args: object, callback: (answer: unknown) => void): void;
}

/** The WeChat client's bridge, once it is ready (it may come only with WeixinJSBridgeReady). */
function weixinJSBridge(timeoutMs: number): Promise<WeixinJSBridge> {
  const current = () => (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
  return new Promise((resolve, reject) => {
    const now = current();
    if (now) return resolve(now);
    const timer = setTimeout(() => reject(new Error('WeixinJSBridge never got ready')), timeoutMs);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer);
        const ready = current();
        if (ready) resolve(ready);
        else reject(new Error('WeixinJSBridgeReady came without WeixinJSBridge'));
      },
      { once: true },
    );
  });
}

function install(): ProbeApi {
  const bridge: Bridge = createBridge(window, {
    allowedOrigin: window.location.origin,
    nonInteractiveTimeoutMs: 3000,
  });
  // Handlers native-initiated calls can reach; anything else gets 'web未找到调用方法' from the SDK.
  bridge.register('echo', (data) => ({ echoed: data }));
  bridge.register('getPageInfo', () => ({ title: document.title, path: window.location.pathname }));

  async function settle(run: () => Promise<unknown>): Promise<ProbeResult> {
    try {
      return { ok: true, value: await run() };
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  }

  return {
    platform: bridge.platform,
    userAgent: navigator.userAgent,
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
    call: (functionName, data = {}, timeoutMs = 3000) =>
      settle(() => bridge.callUnchecked(functionName, data, { timeoutMs })),
    post: (functionName, data = {}) => bridge.post(functionName, data),
    register: (functionName, answer) => void bridge.register(functionName, () => answer),
    // WeChatWindow is all-optional, so a real Window fails TypeScript's weak-type check without the cast.
    isMiniProgram: () => settle(() => isMiniProgram(window as Parameters<typeof isMiniProgram>[0], 1000)),
    invokeMiniProgram: (name, arg = {}) =>
      settle(async () => {
        const bridge = await weixinJSBridge(1000);
        return new Promise((resolve) => bridge.invoke('invokeMiniProgramAPI', { name, arg }, resolve));
      }),
  };
}

const probe = install();
window.probe = probe;
const status = document.getElementById('probe-status');
if (status)
  status.textContent = JSON.stringify({ platform: probe.platform, userAgent: probe.userAgent }, null, 2);
