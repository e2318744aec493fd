// Route data → react-router routes: every area's screens (and their mini-program mirrors) matched
// by prefix, loaded lazily, with the spinner, the load-error page and the fallback last.
import type { RouteObject } from 'react-router-dom';
import { MIRROR_PREFIX } from '../../config/mirror';
import { toRouterPath } from '../../config/href';
import { Spinner } from '../../components/feedback/Spinner';
import { FallbackScreen } from '../../components/feedback/FallbackScreen';
import type { AppRoute } from '../../lib/routes';
import type { AppDispatch } from '../../lib/state/hooks';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { createScreenModule } from './screenModule';
import type { ScreenModule } from './screenModule';
import { ScreenHost } from './ScreenHost';
import type { ComponentType } from 'react';

export interface RouteHandle {
  pattern: string;
  mirror: boolean;
}

/** What the routes need from the running app; tests leave it out. */
export interface RouteDeps {
  /** Lets a route start its screen's data request while the screen's code loads. */
  dispatch?: AppDispatch;
}

function screenRoute(
  pattern: string,
  module: ScreenModule,
  mirror: boolean,
  prefetch: AppRoute['prefetch'],
  deps: RouteDeps,
): RouteObject {
  const handle: RouteHandle = { pattern, mirror };
  return {
    path: toRouterPath(pattern),
    handle,
    loader: async ({ params, request }) => {
      // Data and code in parallel: the request starts before the screen chunk is fetched.
      if (prefetch && deps.dispatch && module.current === null) {
        try {
          prefetch({ params, search: new URL(request.url).searchParams, dispatch: deps.dispatch });
        } catch {
          // A prefetch is an optimisation: the screen asks again on its own.
        }
      }
      await module.load();
      return null;
    },
    // Only a screen whose code is not loaded yet needs its loader again (the 重试 of the load-error page).
    shouldRevalidate: () => module.current === null,
    element: <ScreenHost module={module} pattern={pattern} />,
    HydrateFallback: Spinner,
    errorElement: <RouteError />,
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
    const mirror = mirrorPattern(route);
    const at = (pattern: string, isMirror: boolean) =>
      screenRoute(pattern, module, isMirror, route.prefetch, deps);
    return mirror ? [at(route.pattern, false), at(mirror, true)] : [at(route.pattern, false)];
  });
  return [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: Spinner,
      errorElement: <RouteError />,
      children: [{ index: true, Component: Index }, ...screens, { path: '*', Component: FallbackScreen }],
    },
  ];
}
