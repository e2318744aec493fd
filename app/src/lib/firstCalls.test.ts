import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway, endpoints } from '@merchant-h5/sdk';
import type { Commodity, EndpointResponse } from '@merchant-h5/sdk';
import { devKeys } from '../config/keys';
import { envelopeServerPerTest } from '../testing/envelopeServer';
import {
  FIRST_CALL_TTL_MS,
  callKey,
  dropFirstCalls,
  firstCallsFor,
  sendFirstCalls,
  takeFirstCall,
} from './firstCalls';
import { gatewayCall } from './gatewayCall';

const server = envelopeServerPerTest();
const gatewayOf = (baseUrl: string) =>
  createGateway({ baseUrl, environment: 'mock', publicKey: devKeys.publicKey });
afterEach(dropFirstCalls);

async function closedPort(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}/gateway`;
}

describe('callKey', () => {
  it('is one key for one call, whatever the order of its fields or an input left undefined', () => {
    const a = gatewayCall(endpoints.withdrawalList, {
      body: { startDate: '1', endDate: '2', pageNum: 1, pageSize: 20 },
    });
    const b = gatewayCall(endpoints.withdrawalList, {
      body: { pageSize: 20, pageNum: 1, endDate: '2', startDate: '1' },
    });
    expect(callKey(b)).toBe(callKey(a));
    expect(callKey({ ...a, query: undefined })).toBe(callKey(a));
  });

  it('tells apart another page, another endpoint and another idempotency key', () => {
    const body = { startDate: '1', endDate: '2', pageNum: 1, pageSize: 20 };
    const a = gatewayCall(endpoints.withdrawalList, { body });
    expect(callKey(gatewayCall(endpoints.withdrawalList, { body: { ...body, pageNum: 2 } }))).not.toBe(
      callKey(a),
    );
    expect(callKey(gatewayCall(endpoints.transactionRecordList, { body }))).not.toBe(callKey(a));
    expect(callKey({ ...a, idempotencyKey: 'k' })).not.toBe(callKey(a));
  });
});

describe('firstCallsFor', () => {
  const one = gatewayCall(endpoints.withdrawalDetail, { body: { uuid: 'u' } });
  const list = gatewayCall(endpoints.withdrawalList, { body: { pageNum: 1, pageSize: 20 } });
  const table = { '/w/{uuid}': () => [one], '/w/list': () => [list] };

  it('takes the most specific pattern, and nothing for an address no pattern is', () => {
    expect(firstCallsFor(table, '/w/list', new URLSearchParams())).toEqual([list]);
    expect(firstCallsFor(table, '/w/u1', new URLSearchParams())).toEqual([one]);
    expect(firstCallsFor(table, '/w/u1/more', new URLSearchParams())).toEqual([]);
  });
});

describe('a first call sent ahead', () => {
  const body = { startDate: '20261101', endDate: '20261124', pageNum: 1, pageSize: 20 };
  const call = gatewayCall(endpoints.withdrawalList, { body });
  const noWithdrawals: EndpointResponse<'withdrawalList'> = {
    list: [],
    total: 0,
    hasMore: false,
    pageNum: 1,
    pageSize: 20,
    summary: { count: 0, amount: 0 },
  };

  it('is sent once and taken over once: the next ask goes to the gateway', async () => {
    server.on('withdrawalList', () => ({ data: noWithdrawals }));
    const [answer, ...more] = sendFirstCalls(gatewayOf(server.baseUrl), [call]);
    expect(more).toEqual([]);
    const taken = takeFirstCall({
      ...call,
      body: { pageSize: 20, pageNum: 1, endDate: '20261124', startDate: '20261101' },
    });
    await expect(taken).resolves.toEqual(noWithdrawals);
    // What it returns is the answer it sent, the one taken over.
    expect(answer).toBe(taken);
    expect(server.requests.map((r) => r.body)).toEqual([call.body]);
    expect(takeFirstCall(call)).toBeUndefined();
  });

  it('hands over its failure to the one who takes it, and is no unhandled error before', async () => {
    server.on('withdrawalList', () => ({ code: '500', msg: '系统繁忙' }));
    sendFirstCalls(gatewayOf(server.baseUrl), [call]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(takeFirstCall(call)).rejects.toMatchObject({ message: '系统繁忙' });
  });

  it('is not taken over once it is older than FIRST_CALL_TTL_MS', () => {
    server.on('withdrawalList', () => ({ data: noWithdrawals }));
    sendFirstCalls(gatewayOf(server.baseUrl), [call], 1_000);
    expect(takeFirstCall(call, 1_000 + FIRST_CALL_TTL_MS + 1)).toBeUndefined();
  });

  it('is asked again when the network lost it before anyone asked for it', async () => {
    const gateway = gatewayOf(await closedPort());
    sendFirstCalls(gateway, [call]);
    // The same call to the same closed port: once it has failed, so has the one sent ahead.
    await gateway.call(endpoints.withdrawalList, { body }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeFirstCall(call)).toBeUndefined();
  });

  it('hands over a network failure that comes after it was taken over (the screen waited for it)', async () => {
    server.hold();
    sendFirstCalls(gatewayOf(server.baseUrl), [call]);
    const taken = takeFirstCall(call);
    expect(taken).toBeDefined();
    await expect.poll(() => server.requests.length).toBe(1);
    await server.close();
    await expect(taken).rejects.toMatchObject({ name: 'NetworkError' });
  });

  it('is never a write: not a call with an idempotency key, nor one to an idempotent endpoint', async () => {
    const keyed = gatewayCall(endpoints.activitySignInDo, { body: {} }, { idempotencyKey: 'k1' });
    const unkeyed = gatewayCall(endpoints.activitySignInDo, { body: {} });
    expect(endpoints.activitySignInDo.idempotent).toBe(true);
    // Nothing sent, nothing for start-up to wait for.
    expect(sendFirstCalls(gatewayOf(server.baseUrl), [keyed, unkeyed])).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
    expect(takeFirstCall(keyed)).toBeUndefined();
    expect(takeFirstCall(unkeyed)).toBeUndefined();
  });
});

describe("a first call's pictures", () => {
  const page = (pageNum: number) =>
    gatewayCall(endpoints.integralMall, { body: { memberOnly: false, pageNum, pageSize: 8 } });
  const call = page(1);
  const good = (image: string): Commodity => ({
    commodityId: image,
    integralId: image,
    name: '保温杯',
    category: '生活',
    points: 1200,
    marketPrice: 59,
    stock: 1,
    image,
    description: '',
    isVirtual: false,
    memberOnly: false,
  });
  const answer: EndpointResponse<'integralMall'> = {
    list: [good('/p/1.png'), good('/p/2.png')],
    total: 2,
    hasMore: false,
    pageNum: 1,
    pageSize: 8,
    categories: ['生活'],
    balance: 5680,
    vipStatus: '0',
  };

  /** What the page preloads as pictures. */
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('href'),
    );
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('are fetched as soon as the answer is in, before the screen takes the call over', async () => {
    server.on('integralMall', () => ({ data: answer }));
    const pictures = (data: unknown) => (data as typeof answer).list.map((good) => good.image);
    sendFirstCalls(gatewayOf(server.baseUrl), [{ ...call, pictures }]);
    expect(preloaded()).toEqual([]);
    await expect.poll(preloaded).toEqual(['/p/1.png', '/p/2.png']);
    await expect(takeFirstCall(call)).resolves.toEqual(answer);
  });

  it('are each preloaded once, and only over http(s)', async () => {
    server.on('integralMall', () => ({ data: answer }));
    const pictures = () => [
      '/p/1.png',
      '/p/1.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/p/2.png',
    ];
    sendFirstCalls(gatewayOf(server.baseUrl), [{ ...call, pictures }]);
    await expect(takeFirstCall(call)).resolves.toEqual(answer);
    await expect.poll(preloaded).toEqual(['/p/1.png', '/p/2.png']);
  });

  it('are not fetched when the call fails, and a table that cannot read the answer stops nothing', async () => {
    server.on('integralMall', ({ body }) =>
      body.pageNum === 2 ? { code: '500', msg: '系统繁忙' } : { data: answer },
    );
    const failing = page(2);
    const unreadable = () => {
      throw new TypeError('no list');
    };
    sendFirstCalls(gatewayOf(server.baseUrl), [
      { ...failing, pictures: () => ['/p/never.png'] },
      { ...call, pictures: unreadable },
    ]);
    await expect(takeFirstCall(failing)).rejects.toMatchObject({ message: '系统繁忙' });
    // The screen still gets its answer; an error thrown here would fail the run as unhandled.
    await expect(takeFirstCall(call)).resolves.toEqual(answer);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toEqual([]);
  });
});
