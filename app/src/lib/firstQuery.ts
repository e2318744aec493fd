// A key screen's first request, declared once in its area's `firstCalls.ts`: which RTK endpoints the
// screen starts, their argument as read from the address, and the gateway call each one's query
// makes of it. Start-up sends those calls before the store's code has arrived (`firstCallTable`),
// and the route's prefetch starts the same endpoints through the store (`prefetchFirst`): the same
// endpoints with the same arguments, so the store takes the calls over instead of asking again. No
// Redux in here: this goes into the entry, where the areas' route modules find `prefetchFirst`.
import { mirrorPatternOf } from '../config/mirror';
import type { FirstCall, FirstCallRoute, FirstCalls, FirstCallTable } from './firstCalls';
import type { GatewayArgs } from './gatewayCall';
import type { AppRoute, RoutePrefetchContext } from './routes';

/** One RTK endpoint a screen starts with. */
export interface FirstQuery<Name extends string = string, Arg = unknown> {
  /** Its name in the app's api: the route's prefetch initiates the endpoint of that name. */
  endpoint: Name;
  /** Its argument, read from the address as the screen reads it; absent for an endpoint without one. */
  arg?(route: FirstCallRoute): Arg;
  /** The gateway call its query makes of the argument: of the first page, for a paged list. */
  call(arg: Arg): GatewayArgs;
  /** The pictures its answer puts on the first screen, preloaded as soon as it is in (`FirstCall`). */
  pictures?: FirstCall['pictures'];
}

/** A screen's first queries, in the order the route's prefetch starts them. */
export type FirstQueries = readonly FirstQuery[];

/**
 * One first query, its `call` typed by its `arg`. The endpoint's name and argument type are checked
 * where the route's prefetch is made of it (`prefetchFirst`).
 *
 * @example
 * firstQuery({
 *   endpoint: 'transactionRecords',
 *   arg: ({ search }) => transactionFilterOf(search),
 *   call: (filter) => transactionRecordsCall(filter, pageOptions.initialPageParam),
 * });
 */
export function firstQuery<Name extends string, Arg>(query: FirstQuery<Name, Arg>): FirstQuery<Name, Arg> {
  return query;
}

/** A screen that starts with first queries: its route's pattern and mirror, as the route has them. */
export interface FirstScreen {
  pattern: string;
  /** As the route's `mirror`: `true` for `MIRROR_PREFIX + pattern`, a string for that mirror pattern. */
  mirror?: boolean | string;
  queries: FirstQueries;
}

/** The gateway calls of the queries at one address: what the prefetch will ask the store for. */
function callsOf(queries: FirstQueries): FirstCalls {
  return (route) =>
    queries.map(({ arg, call, pictures }) => {
      const first: FirstCall = call(arg?.(route));
      return pictures ? { ...first, pictures } : first;
    });
}

/**
 * An area's first-call table (`export const firstCalls`): each screen's queries as gateway calls, at
 * its pattern and at its mirror.
 *
 * @example
 * export const firstCalls = firstCallTable([
 *   { pattern: paths.records.transactionRecord, mirror: true, queries: transactionRecordsFirst },
 * ]);
 */
export function firstCallTable(screens: readonly FirstScreen[]): FirstCallTable {
  const table: Record<string, FirstCalls> = {};
  for (const screen of screens) {
    const calls = callsOf(screen.queries);
    table[screen.pattern] = calls;
    const mirror = mirrorPatternOf(screen);
    if (mirror) table[mirror] = calls;
  }
  return table;
}

/** The argument an RTK endpoint's `initiate` takes. */
type ArgOf<Endpoint> = Endpoint extends { initiate: (arg: infer Arg, ...rest: never[]) => unknown }
  ? Arg
  : never;

/** A first query of one of `Endpoints`, with that endpoint's argument type. */
type FirstQueryOf<Endpoints> = {
  [Name in keyof Endpoints & string]: FirstQuery<Name, ArgOf<Endpoints[Name]>>;
}[keyof Endpoints & string];

/** What the prefetch does with an endpoint: starts it, without holding its data in the cache. */
interface Startable {
  initiate(arg: unknown, options: { subscribe: false }): Parameters<RoutePrefetchContext['dispatch']>[0];
}

/**
 * The route's prefetch of a screen: starts each of its first queries' endpoints with the argument
 * read from the address (a paged list, its first page). `endpoints` are the RTK endpoints the
 * queries name, from the area's api files; a name not among them, or an argument of another type,
 * does not compile.
 *
 * @example
 * { pattern: paths.records.monthBillHome, lazy, prefetch: prefetchFirst(monthBillFirst, billsApi.endpoints) }
 */
export function prefetchFirst<Endpoints extends object>(
  queries: readonly NoInfer<FirstQueryOf<Endpoints>>[],
  endpoints: Endpoints,
): NonNullable<AppRoute['prefetch']> {
  const first: FirstQueries = queries;
  return ({ params, search, dispatch }) => {
    for (const { endpoint, arg } of first) {
      const started = (endpoints as Record<string, Startable>)[endpoint]!;
      void dispatch(started.initiate(arg?.({ params, search }), { subscribe: false }));
    }
  };
}

/**
 * A prefetch whose endpoints arrive with the screen's code: the api stays out of the area's module
 * (which every screen of the area loads), and the call still starts before the screen renders.
 *
 * @example
 * prefetch: prefetchLazily(() =>
 *   import('./api/activity').then(({ activityApi }) => prefetchFirst(lotteryMachineFirst, activityApi.endpoints)),
 * )
 */
export function prefetchLazily(
  load: () => Promise<NonNullable<AppRoute['prefetch']>>,
): NonNullable<AppRoute['prefetch']> {
  // A prefetch is an optimisation: when its code fails to arrive, the screen asks on its own.
  return (context) =>
    load().then(
      (prefetch) => prefetch(context),
      () => undefined,
    );
}
