import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, endpoints } from '@merchant-h5/sdk';
import { devKeys } from '../../config/keys';
import { api } from '../../lib/api';
import { memoryStorage } from '../../testing/renderWithStore';
import { createAppStore } from '../store';
import { bindLoadingToast, createRequestFeedback } from './requestFeedback';

// Test-only endpoints on the one api: a query and a mutation over catalogue calls.
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeInfo: build.query<unknown, void>({ query: () => ({ endpoint: endpoints.myInfo, body: {} }) }),
    probeSubmit: build.mutation<unknown, void>({ query: () => ({ endpoint: endpoints.myInfo, body: {} }) }),
  }),
});

let server: http.Server;
let base = '';
let status = 200;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: '200', msg: 'ok', data: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(baseUrl: string) {
  const log: string[] = [];
  const toaster = {
    show: (m: string) => void log.push(`toast:${m}`),
    showLoading: () => void log.push('loading'),
    hideLoading: () => void log.push('hideLoading'),
  };
  const gateway = createGateway({ baseUrl, environment: 'mock', publicKey: devKeys.publicKey });
  const store = createAppStore({
    gateway,
    storage: memoryStorage(),
    middleware: [createRequestFeedback(toaster)],
  });
  bindLoadingToast(store, toaster);
  return { store, log };
}

async function closedPort(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}/gateway`;
}

describe('what the merchant sees of a call', () => {
  it('a failed fetch shows 网络连接异常,请检查网络设置！ and hides the loading toast', async () => {
    const { store, log } = setup(await closedPort());
    await store.dispatch(probe.endpoints.probeSubmit.initiate());
    expect(log).toEqual(['loading', 'hideLoading', 'toast:网络连接异常,请检查网络设置！']);
    expect(store.getState().global).toMatchObject({
      requestStaus: false,
      errMsg: '网络连接异常,请检查网络设置！',
    });
  });

  it('an action answered with any other status is toasted in Chinese, without the English status text', async () => {
    status = 500;
    const { store, log } = setup(base);
    await store.dispatch(probe.endpoints.probeSubmit.initiate());
    status = 200;
    expect(log).toEqual(['loading', 'hideLoading', 'toast:服务暂时不可用，请稍后重试（错误码 500）']);
  });

  it('a query’s failure is not toasted: its screen shows it inline, once', async () => {
    status = 500;
    const { store, log } = setup(base);
    await store.dispatch(probe.endpoints.probeInfo.initiate());
    status = 200;
    expect(log).toEqual([]);
    expect(store.getState().global.errMsg).toBe('服务暂时不可用，请稍后重试（错误码 500）');
  });

  it('a successful action shows and hides the loading toast, and toasts nothing', async () => {
    const { store, log } = setup(base);
    const result = await store.dispatch(probe.endpoints.probeSubmit.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(log).toEqual(['loading', 'hideLoading']);
  });
});
