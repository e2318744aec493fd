// Every area's first calls (features/<area>/firstCalls.ts) against its routes: sent ahead, each is
// exactly what the route's prefetch asks the store for, so the store takes it over instead of
// asking again.
import { describe, expect, it } from 'vitest';
import { createGateway } from '@merchant-h5/sdk';
import { devKeys } from '../../config/keys';
import { mirrorOf } from '../../config/mirror';
import { api } from '../../lib/api';
import { sendFirstCalls, takeFirstCall } from '../../lib/firstCalls';
import { envelopeServerPerTest } from '../../testing/envelopeServer';
import type { SeenRequest } from '../../testing/envelopeServer';
import { memoryStorage } from '../../testing/renderWithStore';
import { appRoutes } from '../areas';
import { createAppStore } from '../store';
import { firstCallTable } from './early';

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
/** The route a pattern of the table belongs to: its own, or the mirror of a `mirror: true` one. */
const routeOf = (pattern: string) =>
  appRoutes.find((r) => r.pattern === pattern || (r.mirror === true && mirrorOf(r.pattern) === pattern));
const params = (pattern: string) =>
  Object.fromEntries([...pattern.matchAll(/\{(\w+)\??\}/g)].map(([, name]) => [name!, `${name}-1`]));

describe('the areas’ first calls', () => {
  it('cover every key screen whose route prefetches and its mirror, and only routes that prefetch', () => {
    const keyPrefetching = appRoutes.filter((route) => route.key && route.prefetch);
    expect(keyPrefetching.length).toBeGreaterThan(0);
    const wanted = keyPrefetching.flatMap((route) =>
      route.mirror === true ? [route.pattern, mirrorOf(route.pattern)] : [route.pattern],
    );
    expect(patterns).toEqual(expect.arrayContaining(wanted));
    for (const pattern of patterns) expect(routeOf(pattern)?.prefetch, pattern).toBeDefined();
  });

  it.each(patterns)(
    '%s: sent ahead, they are the calls its prefetch makes through the store',
    async (pattern) => {
      const route = routeOf(pattern)!;
      for (const query of SEARCHES) {
        const search = new URLSearchParams(query);
        const ahead = setup();
        const calls = firstCallTable[pattern]!({ params: params(pattern), search });
        sendFirstCalls(ahead.gateway, calls);
        await Promise.allSettled(calls.map((call) => takeFirstCall(call)));
        const sentAhead = seen(server.requests.splice(0));

        const through = setup();
        route.prefetch!({ params: params(pattern), search, dispatch: through.store.dispatch });
        await through.settled();
        expect(sentAhead, `${pattern}${query}`).toEqual(seen(server.requests.splice(0)));
        expect(sentAhead.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(patterns)(
    '%s: the store takes over the calls sent ahead, asking nothing twice',
    async (pattern) => {
      const route = routeOf(pattern)!;
      for (const query of SEARCHES) {
        const search = new URLSearchParams(query);
        const { gateway, store, settled } = setup();
        const calls = firstCallTable[pattern]!({ params: params(pattern), search });
        sendFirstCalls(gateway, calls);
        route.prefetch!({ params: params(pattern), search, dispatch: store.dispatch });
        await settled();
        // A call the store did not take over would still be waiting here.
        expect(
          calls.map((call) => takeFirstCall(call)),
          `${pattern}${query}`,
        ).toEqual(calls.map(() => undefined));
        expect(server.requests.splice(0)).toHaveLength(calls.length);
      }
    },
  );
});
