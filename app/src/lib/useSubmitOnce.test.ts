// A submit keeps an idempotency key pending (session storage) only when its call sends one: a call to
// an endpoint that is not idempotent leaves nothing for a reload to find. Against a real local gateway.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { createGateway, endpoints } from '@merchant-h5/sdk';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { devKeys } from '../config/keys';
import { envelopeServerPerTest } from '../testing/envelopeServer';
import { api } from './api';
import { gatewayCall } from './gatewayCall';
import { actionScope, pendingKey } from './pendingActions';
import { useSubmitOnce } from './useSubmitOnce';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    // Not idempotent in the catalogue: the SDK sends no key.
    probeReceiveGift: build.mutation<unknown, string>({
      query: (giftId) => gatewayCall(endpoints.noviceGifts, { body: { giftId } }),
    }),
    probeSignIn: build.mutation<unknown, string>({
      query: (idempotencyKey) => gatewayCall(endpoints.activitySignInDo, { body: {} }, { idempotencyKey }),
    }),
  }),
});

const server = envelopeServerPerTest();
afterEach(() => sessionStorage.clear());

function createStore() {
  const gateway = createGateway({
    baseUrl: server.baseUrl,
    environment: 'mock',
    publicKey: devKeys.publicKey,
  });
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { gateway } } }).concat(api.middleware),
  });
}

const gifts: EndpointResponse<'noviceGifts'> = { available: '1', gifts: [], balance: 100 };

describe('useSubmitOnce', () => {
  it('keeps no key pending for a call that sends none', async () => {
    server.on('noviceGifts', () => ({ data: gifts }));
    const store = createStore();
    const { result } = renderHook(() => useSubmitOnce('gift-G1'));
    let data: unknown;
    await act(async () => {
      data = await result.current.submitWithoutKey(() =>
        store.dispatch(probe.endpoints.probeReceiveGift.initiate('G1')),
      );
    });
    expect(data).toEqual(gifts);
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual([undefined]);
    expect(pendingKey(actionScope('gift-G1'))).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the key a call sends pending until its answer is known', async () => {
    server.on('activitySignInDo', () => ({ data: { points: 5, balance: 105, continuousDays: 1 } }));
    server.hold();
    const store = createStore();
    const { result } = renderHook(() => useSubmitOnce('signIn'));
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.submit({}, (key) => store.dispatch(probe.endpoints.probeSignIn.initiate(key)));
    });
    await expect.poll(() => server.requests.length).toBe(1);
    const key = server.requests[0]!.idempotencyKey;
    expect(key).toBeDefined();
    expect(pendingKey(actionScope('signIn'))).toBe(key);
    server.release();
    await act(async () => {
      await sent;
    });
    expect(pendingKey(actionScope('signIn'))).toBeUndefined();
  });
});
