// Every area's first calls (features/<area>/firstCalls.ts) against its routes. The table and the
// route's prefetch are made of one declaration, yet its gateway calls are written apart from the RTK
// endpoints it names, and its patterns and mirrors apart from the routes': sent ahead, each call
// must be exactly what the prefetch asks the store for, so the store takes it over instead of
// asking again.
import { describe, expect, it } from 'vitest';
import { createGateway, patternParams } from '@merchant-h5/sdk';
import { devKeys } from '../../config/keys';
import { mirrorPatternOf } from '../../config/mirror';
import { api } from '../../lib/api';
import type { AppDispatch } from '../../lib/state/hooks';
import { sendFirstCalls, takeFirstCall } from '../../lib/firstCalls';
import { envelopeServerPerTest } from '../../testing/envelopeServer';
import type { SeenRequest } from '../../testing/envelopeServer';
import { memoryStorage } from '../../testing/renderWithStore';
import { appRoutes } from '../../testing/featureAreas';
import { createAppStore } from '../store';
import { FIRST_CALLS_HEAD_START_MS, firstCallTable, firstCallsHeadStart } from './early';

const server = envelopeServerPerTest();

// Addresses as merchants open them: bare, and with each filter the key screens read.
const SEARCHES = [
  '',
  '?startDate=20261001&endDate=20261031',
  '?startDate=bad&endDate=20261031&tradeType=2&keyword=88.00',
  '?keyword=6222021234567890',
  '?monthDate=202610',
  '?category=C1',
];

const seen = (requests: SeenRequest[]) =>
  requests.map(({ method, path, body, query }) => JSON.stringify({ method, path, body, query })).sort();

function setup() {
  const gateway = createGateway({
    baseUrl: server.baseUrl,
    environment: 'mock',
    publicKey: devKeys.publicKey,
  });
  const store = createAppStore({ gateway, storage: memoryStorage() });
  const settled = () => Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  return { gateway, store, settled };
}

const patterns = Object.keys(firstCallTable);
/** The route a pattern of the table belongs to: its own, or the one registering it as its mirror. */
const routeOf = (pattern: string) =>
  appRoutes.find((r) => r.pattern === pattern || mirrorPatternOf(r) === pattern);
const params = (pattern: string) =>
  Object.fromEntries(patternParams(pattern).map(({ name }) => [name, `${name}-1`]));

/** Each address of SEARCHES at `pattern`: the table's calls for it, and its route's prefetch. */
function* addresses(pattern: string) {
  const route = routeOf(pattern)!;
  for (const query of SEARCHES) {
    const at = { params: params(pattern), search: new URLSearchParams(query) };
    yield {
      label: `${pattern}${query}`,
      calls: firstCallTable[pattern]!(at),
      prefetch: (dispatch: AppDispatch) => route.prefetch!({ ...at, dispatch }),
    };
  }
}

describe('the areas’ first calls', () => {
  it('cover every key screen whose route prefetches and its mirror, and only routes that prefetch', () => {
    const keyPrefetching = appRoutes.filter((route) => route.key && route.prefetch);
    expect(keyPrefetching.length).toBeGreaterThan(0);
    const wanted = keyPrefetching.flatMap((route) => {
      const mirror = mirrorPatternOf(route);
      return mirror ? [route.pattern, mirror] : [route.pattern];
    });
    expect(patterns).toEqual(expect.arrayContaining(wanted));
    for (const pattern of patterns) expect(routeOf(pattern)?.prefetch, pattern).toBeDefined();
  });

  it.each(patterns)(
    '%s: sent ahead, they are the calls its prefetch makes through the store',
    async (pattern) => {
      for (const { label, calls, prefetch } of addresses(pattern)) {
        const ahead = setup();
        sendFirstCalls(ahead.gateway, calls);
        await Promise.allSettled(calls.map((call) => takeFirstCall(call)));
        const sentAhead = seen(server.requests.splice(0));

        const through = setup();
        await prefetch(through.store.dispatch);
        await through.settled();
        expect(sentAhead, label).toEqual(seen(server.requests.splice(0)));
        expect(sentAhead.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(patterns)(
    '%s: the store takes over the calls sent ahead, asking nothing twice',
    async (pattern) => {
      for (const { label, calls, prefetch } of addresses(pattern)) {
        const { gateway, store, settled } = setup();
        sendFirstCalls(gateway, calls);
        await prefetch(store.dispatch);
        await settled();
        // A call the store did not take over would still be waiting here.
        expect(
          calls.map((call) => takeFirstCall(call)),
          label,
        ).toEqual(calls.map(() => undefined));
        expect(server.requests.splice(0)).toHaveLength(calls.length);
      }
    },
  );
});

describe("the first calls' head start", () => {
  const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));
  function timers() {
    const pending: Array<{ at: number; run: () => void }> = [];
    return {
      win: { setTimeout: (run: () => void, at: number) => pending.push({ at, run }) } as unknown as Window,
      fire: () => pending.forEach((t) => t.run()),
      delays: () => pending.map((t) => t.at),
    };
  }
  async function state(promise: Promise<void>) {
    let done = false;
    void promise.then(() => (done = true));
    for (let i = 0; i < 5; i++) await tick();
    return done;
  }

  it('ends when the first calls have left, not before', async () => {
    const { win } = timers();
    let leave!: () => void;
    const firstCallsSent = new Promise<void>((resolve) => (leave = resolve));
    const headStart = firstCallsHeadStart(Promise.resolve({ firstCallsSent }), win);
    expect(await state(headStart)).toBe(false);
    leave();
    expect(await state(headStart)).toBe(true);
  });

  it('ends at the cap when they never leave, and when start-up failed', async () => {
    const { win, fire, delays } = timers();
    const never = firstCallsHeadStart(Promise.resolve({ firstCallsSent: new Promise<void>(() => {}) }), win);
    expect(delays()).toEqual([FIRST_CALLS_HEAD_START_MS]);
    expect(await state(never)).toBe(false);
    fire();
    expect(await state(never)).toBe(true);
    const failed = firstCallsHeadStart(Promise.reject(new Error('no host')), timers().win);
    expect(await state(failed)).toBe(true);
  });
});
