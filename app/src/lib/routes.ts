// The shape of a route as a feature area declares it (`features/<area>/routes.tsx` exports
// `xRoutes: AppRoute[]`); `app/router.tsx` turns them into react-router routes.
import type { ComponentType } from 'react';
import type { AppDispatch } from './state/hooks';

/** What a route's prefetch gets: the URL's params and query, and the store's dispatch. */
export interface RoutePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  dispatch: AppDispatch;
}

export interface AppRoute {
  /** The docs/product.md §2 pattern, e.g. `paths.records.transactionDetail`. */
  pattern: string;
  /** The screen module, loaded on first visit: `() => import('./screens/XScreen')`. */
  lazy: () => Promise<{ default: ComponentType }>;
  /**
   * `true` also registers `MIRROR_PREFIX + pattern` with the same screen in mini-program context;
   * a string registers that mirror pattern instead (for the mirror routes whose pattern differs,
   * see `paths.mirror`).
   */
  mirror?: boolean | string;
  /**
   * Starts the screen's first data request from the URL, in parallel with the screen's code
   * (the route loader calls it before importing the screen). It must ask for exactly what the
   * screen will ask for, so the screen finds the request in flight or answered.
   */
  prefetch?: (context: RoutePrefetchContext) => void;
}
