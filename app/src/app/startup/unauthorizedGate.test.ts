import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, endpoints, isUnauthorizedError } from '@merchant-h5/sdk';
import { devKeys } from '../../config/keys';
import { createUnauthorizedGate } from './unauthorizedGate';

// A gateway that answers every call with 401 and a message, as docs/product.md §8 describes.
let server: http.Server;
let baseUrl = '';
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify({ code: '401', msg: '登录已失效，请重新登录' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function recordingFlow() {
  const log: string[] = [];
  let confirm: () => void = () => undefined;
  const confirmed = new Promise<void>((resolve) => (confirm = resolve));
  return {
    log,
    confirm: () => confirm(),
    flow: {
      hideLoading: () => void log.push('hideLoading'),
      alert: async (message: string) => {
        log.push(`alert:${message}`);
        await confirmed;
      },
      handOff: () => void log.push('handOff'),
    },
  };
}

describe('the 401 gate', () => {
  it('ten concurrent 401s show one alert and hand off once, after 确定', async () => {
    const { log, flow, confirm } = recordingFlow();
    const gateway = createGateway({
      baseUrl,
      environment: 'mock',
      publicKey: devKeys.publicKey,
      onUnauthorized: createUnauthorizedGate(flow),
    });
    const calls = Array.from({ length: 10 }, () =>
      gateway.call(endpoints.myInfo, { body: {} }).catch((e: unknown) => e),
    );
    const errors = await Promise.all(calls);
    expect(errors.every(isUnauthorizedError)).toBe(true);
    expect(log.filter((l) => l.startsWith('alert:'))).toEqual(['alert:登录已失效，请重新登录']);
    expect(log).not.toContain('handOff');
    confirm();
    await new Promise((r) => setTimeout(r, 0));
    expect(log.filter((l) => l === 'handOff')).toHaveLength(1);
    expect(log[0]).toBe('hideLoading');
  });

  it('alerts again for a 401 after the first one was confirmed', async () => {
    const { log, flow, confirm } = recordingFlow();
    const gate = createUnauthorizedGate(flow);
    const first = gate('a');
    const joined = gate('b');
    expect(joined).toBe(first);
    confirm();
    await first;
    await gate('c');
    expect(log.filter((l) => l.startsWith('alert:'))).toEqual(['alert:a', 'alert:c']);
  });
});
