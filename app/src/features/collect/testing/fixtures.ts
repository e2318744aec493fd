// Test data and a host app for the collect area's component tests.
import { createBridge, createNativeApi } from '@merchant-h5/sdk';
import type { BridgeWindow, HappySendActivity, NativeApi, QuickPayment } from '@merchant-h5/sdk';

export function payment(overrides: Partial<QuickPayment> = {}): QuickPayment {
  return {
    payOrderNo: 'CO202611220001',
    cardId: '',
    amount: 12.5,
    payWay: 'qrcode',
    purpose: 'collect',
    status: '02',
    statusName: '等待付款',
    createTime: '2026-11-22 10:00:00',
    payTime: null,
    qrContent: 'https://pay.sim.localhost/collect/CO202611220001',
    failReason: null,
    packageId: null,
    ...overrides,
  };
}

export function activity(overrides: Partial<HappySendActivity> = {}): HappySendActivity {
  return {
    activityId: 'HS2026',
    name: '开心送',
    status: '1',
    statusName: '可参与',
    monthTradeAmount: 12_345.6,
    rewards: [{ level: 1, tradeAmount: 10_000, reward: '10 元红包' }],
    packages: [
      { packageId: 'HSP01', name: '开心送 · 基础包', price: 99, benefits: ['满 1 万返 10 元'] },
      { packageId: 'HSP02', name: '开心送 · 畅享包', price: 199, benefits: ['满 5 万返 60 元'] },
    ],
    purchases: [],
    ...overrides,
  };
}

type HostAnswer = { data: unknown } | { errorCode: string; errorMsg: string } | 'silent';

/**
 * An Android host app over the SDK's real bridge: `answer` says what the host replies to each call
 * ('silent': never), `calls` records the payloads it was sent.
 */
export function androidHost(answer: (functionName: string) => HostAnswer) {
  const calls: Array<{ functionName: string; data: unknown }> = [];
  const win: BridgeWindow = {
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Mobile MerchantPOS/3.6.0' },
    location: { origin: 'http://localhost' },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    merchantBridge: {
      postMessage(raw: string) {
        const m = JSON.parse(raw) as { functionName: string; callbackId: number; data: unknown };
        calls.push({ functionName: m.functionName, data: m.data });
        const reply = answer(m.functionName);
        if (reply !== 'silent')
          setTimeout(() => win.merchantBridgeReceive?.({ callbackId: m.callbackId, ...reply }), 0);
      },
    },
  };
  const bridge = createBridge(win, {
    logger: { log: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const native: NativeApi = createNativeApi(bridge, { appVersion: 360 });
  return { native, calls };
}
