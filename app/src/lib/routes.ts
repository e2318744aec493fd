// What a feature area declares in `features/<area>/routes.tsx` (`export const area: FeatureArea`):
// its routes and the slices it owns; the slices whose state is a draft go in `drafts.ts`
// (`export const drafts: readonly DraftSlice[]`). The shell discovers the areas (app/areas.ts,
// `import.meta.glob`); no shell file lists them. An area's `routes.tsx` loads when one of its
// screens opens: start-up reads the routes as data (build/routeTable.ts).
import type { ComponentType } from 'react';
import type { Slice } from '@reduxjs/toolkit';
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
   * screen will ask for, so the screen finds the request in flight or answered. A screen whose
   * first calls start-up sends ahead makes it of the same declaration: `prefetchFirst(…)`. One
   * whose endpoints load with the screen (`prefetchLazily`) settles once it has started them. It
   * is called once the route's area module has loaded (app/areas.ts), before the screen's import.
   */
  prefetch?: (context: RoutePrefetchContext) => void | Promise<void>;
  /** A key screen of its area: the bench measures it (Lighthouse, first-screen bytes). */
  key?: boolean;
  /**
   * The screen's success is leaving the app for a third party's page (the partner points malls):
   * the route checks (e2e) expect that page, not the screen's data, once its call has answered.
   */
  leavesApp?: boolean;
  /**
   * The screen asks the server nothing (a hand-off to the mini program, a guide that depends only on
   * its host): the fault matrix then checks that it shows, whole and without a gateway call, under
   * a fault, instead of a fault being met and recovered from.
   */
  asksNothing?: boolean;
  /**
   * An address for the route checks (e2e, bench) to visit when no screen links here before the
   * merchant types something (a flow's later step): a string literal, read by app/build/routeManifest.ts.
   */
  example?: string;
}

/**
 * A feature area: `features/<area>/routes.tsx` exports it as `area`. The build reads its routes and
 * its `name` and `title` from the source (build/routeTable.ts): each route its own object literal,
 * `name` then `title` as string literals.
 *
 * @example export const area: FeatureArea = { name: 'records', title: '交易记录与账单', routes };
 */
export interface FeatureArea {
  /** The folder name under features/. */
  name: string;
  /** Shown on the index page. */
  title: string;
  routes: readonly AppRoute[];
  /** Slices the area owns; each injects itself into the root reducer (`rootReducer.inject`). */
  slices?: readonly Slice[];
}
