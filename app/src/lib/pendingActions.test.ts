// An action whose answer is lost keeps its key (session storage) until the server's answer is known;
// the base query asks again with the same key, against a real local gateway.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { createGateway, endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { devKeys } from '../config/keys';
import { envelopeServerPerTest } from '../testing/envelopeServer';
import { api } from './api';
import { ALREADY_SENT_TEXT, OUTCOME_UNKNOWN_TEXT, type ApiError } from './apiError';
import { gatewayCall } from './gatewayCall';
import { actionScope, keepPending, pendingKey, PENDING_KEEP_MS } from './pendingActions';
import { useIdempotencyKey } from './useIdempotencyKey';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeExchange: build.mutation<unknown, { commodityId: string; idempotencyKey: string }>({
      query: ({ commodityId, idempotencyKey }) =>
        gatewayCall(endpoints.integralExchange, { body: { commodityId, count: 1 } }, { idempotencyKey }),
    }),
  }),
});

const server = envelopeServerPerTest();
afterEach(() => sessionStorage.clear());

function exchange(commodityId: string, idempotencyKey: string) {
  const gateway = createGateway({
    baseUrl: server.baseUrl,
    environment: 'mock',
    publicKey: devKeys.publicKey,
  });
  // The one api on its own: the base query under test, with the gateway as its extra argument.
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { gateway } } }).concat(api.middleware),
  });
  return store.dispatch(probe.endpoints.probeExchange.initiate({ commodityId, idempotencyKey }));
}

const keysSeen = () => server.requests.map((r) => r.idempotencyKey);

const exchanged: EndpointResponse<'integralExchange'> = {
  order: {
    orderNo: 'E1',
    commodityId: 'C007',
    commodityName: '品牌保温杯',
    count: 1,
    points: 1200,
    status: '01',
    statusName: '待发货',
    createTime: '2026-11-20 10:00:00',
    address: null,
  },
  balance: 4480,
  billId: 'B1',
};

describe('an action whose answer is lost', () => {
  it('asks again with the same key and takes that answer; the key is then no longer pending', async () => {
    let calls = 0;
    server.on('integralExchange', () => (++calls === 1 ? { status: 502 } : { data: exchanged }));
    const { result } = renderHook(() => useIdempotencyKey('exchange'));
    const key = result.current({ commodityId: 'C007' });
    expect(pendingKey(actionScope('exchange'))).toBe(key);
    const outcome = await exchange('C007', key);
    expect(outcome).toEqual({ data: exchanged });
    expect(keysSeen()).toEqual([key, key]);
    expect(pendingKey(actionScope('exchange'))).toBeUndefined();
  });

  it('says the outcome is unknown when asking again fails too, and a reload reuses the key whatever the body', async () => {
    server.on('integralExchange', () => ({ status: 504 }));
    const before = renderHook(() => useIdempotencyKey('exchange'));
    const key = before.result.current({ commodityId: 'C007' });
    const outcome = await exchange('C007', key);
    expect((outcome as { error: ApiError }).error.message).toBe(OUTCOME_UNKNOWN_TEXT);
    before.unmount();
    // The page again (a reload): the form may be filled differently, the action is the same.
    const after = renderHook(() => useIdempotencyKey('exchange'));
    expect(after.result.current({ commodityId: 'C010' })).toBe(key);
    expect(JSON.stringify(sessionStorage)).not.toContain('C007');
  });

  it('the server telling the key served another body ends the pending action with a clear message', async () => {
    server.on('integralExchange', () => ({ status: 409 }));
    const { result } = renderHook(() => useIdempotencyKey('exchange'));
    const key = result.current({ commodityId: 'C010' });
    const outcome = await exchange('C010', key);
    expect((outcome as { error: ApiError }).error.message).toBe(ALREADY_SENT_TEXT);
    expect(keysSeen()).toEqual([key]);
    expect(pendingKey(actionScope('exchange'))).toBeUndefined();
    expect(result.current({ commodityId: 'C007' })).not.toBe(key);
  });

  it('a refusal is a known answer: the same form again keeps its key, another gets a new one', async () => {
    server.on('integralExchange', () => ({ code: '3001', msg: '积分不足' }));
    const { result } = renderHook(() => useIdempotencyKey('exchange'));
    const key = result.current({ commodityId: 'C007' });
    await exchange('C007', key);
    expect(keysSeen()).toEqual([key]);
    expect(pendingKey(actionScope('exchange'))).toBeUndefined();
    expect(result.current({ commodityId: 'C010' })).not.toBe(key);
  });

  it('forgets a pending key older than the server keeps it', () => {
    keepPending(actionScope('exchange'), 'old-key', Date.now() - PENDING_KEEP_MS - 1);
    const { result } = renderHook(() => useIdempotencyKey('exchange'));
    expect(result.current({ commodityId: 'C007' })).not.toBe('old-key');
  });
});
