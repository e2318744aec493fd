// The first screen's calls, sent as soon as the host is known (app/startup/early.ts), while the
// app's code (router, store, screen) is still downloading. When the store's base query asks for
// the same call, it takes over the answer already on its way instead of asking again: on a weak
// network, a round trip less before the screen has its data.
import { isNetworkError, isTimeoutError, matchPattern, staticLength } from '@merchant-h5/sdk';
import type { Gateway } from '@merchant-h5/sdk';
import type { GatewayArgs } from './gatewayCall';

/** What a screen's first calls are built from: its address. */
export interface FirstCallRoute {
  /** The params of the route's pattern (`{id}` → `params.id`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * One of a screen's first calls. `pictures` names, from its answer, the pictures the screen shows
 * first: they are fetched as soon as the answer is in, not once React has drawn the rows (on a weak
 * network, a round trip less before the largest picture of the first screen is painted).
 */
export interface FirstCall extends GatewayArgs {
  pictures?: (answer: unknown) => readonly string[];
}

/**
 * The calls a screen makes first, exactly as its route's `prefetch` makes them through the store:
 * both come from one declaration (./firstQuery.ts), and `app/startup/early.test.ts` holds every
 * area to that.
 */
export type FirstCalls = (route: FirstCallRoute) => FirstCall[];

/**
 * `features/<area>/firstCalls.ts` exports `firstCalls` (made by `firstCallTable`): route pattern →
 * the screen's first calls.
 */
export type FirstCallTable = Readonly<Record<string, FirstCalls>>;

/** A first call not taken over by then is dropped: the screen asks afresh. */
export const FIRST_CALL_TTL_MS = 30_000;

interface Sent {
  answer: Promise<unknown>;
  at: number;
  /** It failed to reach the gateway (network, timeout) before anyone asked for it. */
  lost: boolean;
}

const sent = new Map<string, Sent>();

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** One key per call, whatever the order of its inputs' fields; an absent input equals `undefined`. */
export function callKey({ endpoint, body, params, query, idempotencyKey }: GatewayArgs): string {
  return `${endpoint.method} ${endpoint.service}${endpoint.path} ${stable({ body, params, query, idempotencyKey })}`;
}

/**
 * Sends the calls now and returns their answers. Never a write: not a call with an idempotency key,
 * nor one to an endpoint the SDK gives one (`endpoint.idempotent: true`).
 */
export function sendFirstCalls(
  gateway: Gateway,
  calls: readonly FirstCall[],
  now = Date.now(),
): Promise<unknown>[] {
  const answers: Promise<unknown>[] = [];
  for (const call of calls) {
    if (call.idempotencyKey !== undefined || call.endpoint.idempotent === true) continue;
    const answer = gateway.call(call.endpoint, { body: call.body, params: call.params, query: call.query });
    const first: Sent = { answer, at: now, lost: false };
    // Until the screen takes the call over, its failure is no error; a call the network lost by
    // then is asked again (the server's own refusals, a 401 included, are handed over).
    answer.then(
      (data) => {
        // Only a head start: a table that cannot read the answer leaves the pictures to the screen.
        try {
          if (call.pictures) preloadPictures(call.pictures(data));
        } catch {
          /* the screen fetches them when it draws them */
        }
      },
      (error: unknown) => {
        first.lost = isNetworkError(error) || isTimeoutError(error);
      },
    );
    sent.set(callKey(call), first);
    answers.push(answer);
  }
  return answers;
}

/**
 * Preloads them (`<link rel="preload" as="image">`): the screen's `<img>` of the same address takes
 * the preloaded picture over instead of asking again. Each address once, and only a picture the
 * page could load over http(s) (an answer's `data:` or `javascript:` address is left to the screen).
 */
function preloadPictures(sources: readonly string[]): void {
  if (typeof document === 'undefined') return;
  const seen = new Set<string>();
  for (const src of sources) {
    let address: URL;
    try {
      address = new URL(src, document.baseURI);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(address.protocol) || seen.has(address.href)) continue;
    seen.add(address.href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = src;
    document.head.appendChild(link);
  }
}

/**
 * The answer of a first call like `args`, once: the next ask goes to the gateway. None when the
 * call is older than FIRST_CALL_TTL_MS or the network lost it before this ask.
 */
export function takeFirstCall(args: GatewayArgs, now = Date.now()): Promise<unknown> | undefined {
  // Every later call of the visit comes here too: no key to work out once nothing waits.
  if (sent.size === 0) return undefined;
  const key = callKey(args);
  const first = sent.get(key);
  if (!first) return undefined;
  sent.delete(key);
  return now - first.at <= FIRST_CALL_TTL_MS && !first.lost ? first.answer : undefined;
}

/** Forgets every first call not taken over (tests). */
export function dropFirstCalls(): void {
  sent.clear();
}

/** The first calls of the screen at `path` (below the app's base), by the most specific pattern. */
export function firstCallsFor(table: FirstCallTable, path: string, search: URLSearchParams): FirstCall[] {
  const [best] = Object.keys(table)
    .map((pattern) => ({ pattern, params: matchPattern(pattern, path) }))
    .filter((m): m is { pattern: string; params: Record<string, string> } => m.params !== null)
    .sort((a, b) => staticLength(b.pattern) - staticLength(a.pattern));
  return best ? table[best.pattern]!({ params: best.params, search }) : [];
}
