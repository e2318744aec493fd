// Route data → react-router routes: every area's screens (and their mini-program mirrors) matched
// by prefix, loaded lazily (ScreenRoute: the spinner, the load-error page), the fallback last.
// Declarative routes (`useRoutes` under a `BrowserRouter`), not a data router: the app has no
// loaders, actions or fetchers of the router's own, and the data router's code was 14 KB of
// brotli more on every first screen (docs/decisions.md).
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { MIRROR_PREFIX } from '../../config/mirror';
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
}

/** What the routes need from the running app; tests leave it out. */
export interface RouteDeps {
  /** Lets a route start its screen's data request while the screen's code loads. */
  dispatch?: AppDispatch;
}

function screenStart(module: ScreenModule, prefetch: AppRoute['prefetch'], deps: RouteDeps): ScreenStart {
  return (params, search) => {
    // Data and code in parallel: the request starts before the screen chunk is fetched.
    if (prefetch && deps.dispatch && module.current === null && !module.loading) {
      try {
        prefetch({ params, search, dispatch: deps.dispatch });
      } catch {
        // A prefetch is an optimisation: the screen asks again on its own.
      }
    }
    return module.load();
  };
}

function screenRoute(pattern: string, module: ScreenModule, start: ScreenStart): RouteObject {
  const handle: RouteHandle = { start };
  return {
    path: toRouterPath(pattern),
    handle,
    // Keyed by pattern: moving between two screens mounts the next one's ScreenRoute afresh.
    element: <ScreenRoute key={pattern} module={module} pattern={pattern} start={start} />,
  };
}

function mirrorPattern(route: AppRoute): string | null {
  if (route.mirror === true) return `${MIRROR_PREFIX}${route.pattern}`;
  return typeof route.mirror === 'string' ? route.mirror : null;
}

export function buildRoutes(
  routes: readonly AppRoute[],
  Index: ComponentType,
  deps: RouteDeps = {},
): RouteObject[] {
  const screens = routes.flatMap((route) => {
    const module = createScreenModule(route.lazy);
    const start = screenStart(module, route.prefetch, deps);
    const mirror = mirrorPattern(route);
    return [route.pattern, ...(mirror ? [mirror] : [])].map((pattern) => screenRoute(pattern, module, start));
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
  const matches = matchRoutes(routes, location.pathname, basename);
  const match = matches?.[matches.length - 1];
  const handle = match?.route.handle as RouteHandle | undefined;
  handle?.start(match!.params, new URLSearchParams(location.search)).catch(() => undefined);
}

/** The routes, rendered under a `BrowserRouter` (or a `MemoryRouter` in tests). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
