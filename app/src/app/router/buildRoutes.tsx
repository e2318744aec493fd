// Route data → react-router routes: every area's screens (and their mini-program mirrors) matched
// by prefix, loaded lazily (ScreenRoute: the spinner, the load-error page), the fallback last.
// Declarative routes (`useRoutes` under a `BrowserRouter`), not a data router: the app has no
// loaders, actions or fetchers of the router's own, and the data router's code was 14 KB of
// brotli more on every first screen (docs/decisions.md).
import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { patternSource } from '@merchant-h5/sdk';
import { mirrorPatternOf } from '../../config/mirror';
import { toRouterPath } from '../../config/href';
import { FallbackScreen } from '../../components/feedback/FallbackScreen';
import type { AppRoute } from '../../lib/routes';
import type { AppDispatch } from '../../lib/state/hooks';
import { RootLayout } from './RootLayout';
import { createScreenModule } from './screenModule';
import type { ScreenModule } from './screenModule';
import { ScreenRoute } from './ScreenRoute';
import type { ComponentType } from 'react';

/**
 * Starts a screen from its URL: its data request (when its code is not loaded or loading yet; once
 * loaded, the screen asks on its own), then its code. Resolves with the screen.
 */
export type ScreenStart = (
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
) => Promise<ComponentType>;

/** What `startRoute` finds on a screen route. */
export interface RouteHandle {
  start: ScreenStart;
  /** The addresses the route may match (a superset of react-router's): see `narrowRoutes`. */
  candidate: RegExp;
}

/** What the routes need from the running app; tests leave it out. */
export interface RouteDeps {
  /** Lets a route start its screen's data request while the screen's code loads. */
  dispatch?: AppDispatch;
}

function screenStart(module: ScreenModule, source: RouteSource, deps: RouteDeps): ScreenStart {
  return (params, search) => {
    // Data and code in parallel: the request starts before the screen chunk is fetched (the
    // route's area is loaded for both, and its prefetch runs first).
    if (deps.dispatch && module.current === null && !module.loading) {
      const dispatch = deps.dispatch;
      // A prefetch is an optimisation: if it fails, the screen asks again on its own.
      source
        .route()
        .then((route) => route.prefetch?.({ params, search, dispatch }))
        .catch(() => undefined);
    }
    return module.load();
  };
}

function screenRoute(pattern: string, module: ScreenModule, start: ScreenStart): RouteObject {
  // Case-insensitive and by prefix, as react-router matches `toRouterPath(pattern)`.
  const handle: RouteHandle = { start, candidate: new RegExp(`^${patternSource(pattern)}(?:/|$)`, 'i') };
  return {
    path: toRouterPath(pattern),
    handle,
    // Keyed by pattern: moving between two screens mounts the next one's ScreenRoute afresh.
    element: <ScreenRoute key={pattern} module={module} pattern={pattern} start={start} />,
  };
}

/**
 * A screen as the router takes it: its pattern, its mini-program mirror, and its route (from its
 * area's module, loaded on demand: app/areas.ts).
 */
export interface RouteSource {
  pattern: string;
  mirror: string | null;
  route(): Promise<AppRoute>;
}

/** Routes already in hand (tests) as the router takes them. */
export function sourcesOf(routes: readonly AppRoute[]): RouteSource[] {
  return routes.map((route) => ({
    pattern: route.pattern,
    mirror: mirrorPatternOf(route),
    route: () => Promise.resolve(route),
  }));
}

export function buildRoutes(
  sources: readonly RouteSource[],
  Index: ComponentType,
  deps: RouteDeps = {},
): RouteObject[] {
  const screens = sources.flatMap((source) => {
    const module = createScreenModule(() => source.route().then((route) => route.lazy()));
    const start = screenStart(module, source, deps);
    return [source.pattern, ...(source.mirror ? [source.mirror] : [])].map((pattern) =>
      screenRoute(pattern, module, start),
    );
  });
  return [
    {
      element: <RootLayout />,
      children: [{ index: true, element: <Index /> }, ...screens, { path: '*', element: <FallbackScreen /> }],
    },
  ];
}

/**
 * Starts the screen of `location` before the first render (its data request and code), as the
 * entry's first calls are under way: the first render then finds them in flight. Its failure is
 * the screen's to show, once it renders.
 *
 * @example startRoute(routes, window.location, '/h5')
 */
export function startRoute(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  basename?: string,
): void {
  const { pathname } = location;
  const inApp = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  const matches = matchRoutes(narrowRoutes(routes, inApp), pathname, basename);
  const match = matches?.[matches.length - 1];
  const handle = match?.route.handle as RouteHandle | undefined;
  handle?.start(match!.params, new URLSearchParams(location.search)).catch(() => undefined);
}

/**
 * The tree with only the screens `pathname` (below the basename) may match, beside the index and
 * the fallback; the whole tree when none may. react-router ranks and matches a tree anew on every
 * render of `useRoutes`: a regular expression built for each of the ~200 routes, ~20 ms of a
 * phone's start-up twice over (once here for `startRoute`, once for the first render). The
 * candidates are those its own matching could pick, so it still picks among them.
 *
 * @example narrowRoutes(routes, '/transaction/record')[0].children // index, the record screen, '*'
 */
export function narrowRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // react-router matches a malformed address as it is
  }
  const isScreen = (route: RouteObject) => Boolean((route.handle as RouteHandle | undefined)?.candidate);
  const mayMatch = (route: RouteObject) => {
    const { candidate } = route.handle as RouteHandle;
    return candidate.test(pathname) || candidate.test(decoded);
  };
  return routes.map((root) => {
    if (!root.children?.some((route) => isScreen(route) && mayMatch(route))) return root;
    return { ...root, children: root.children.filter((route) => !isScreen(route) || mayMatch(route)) };
  });
}

/** The routes, rendered under a `BrowserRouter` (or a `MemoryRouter` in tests). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const narrowed = useMemo(() => narrowRoutes(routes, pathname), [routes, pathname]);
  return useRoutes(narrowed);
}
