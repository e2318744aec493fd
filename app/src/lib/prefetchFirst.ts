// A key screen's route prefetch, made of the first queries its area declares (./firstQuery.ts): the
// same endpoints with the same arguments as the calls start-up sent ahead, so the store takes those
// over instead of asking again.
import type { FirstQueries, FirstQuery } from './firstQuery';
import type { AppRoute, RoutePrefetchContext } from './routes';

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
 * A prefetch whose endpoints arrive with the screen's code: the area's api stays out of the entry
 * (every route list is in it), and the call still starts before the screen renders.
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
