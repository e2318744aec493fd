// Whether the built app has a route: the app's build lists its routes in /h5/route-manifest.json
// (app/build/routeManifest.ts), so the address bar can say which suggestions lead nowhere until
// their areas land, instead of opening the app's fallback screen without a word.
import { matchPattern } from '@merchant-h5/sdk';
import { useEffect, useState } from 'react';
import { SUGGESTED_ROUTES } from './options';

/** The part of the app's route manifest the harness reads. */
export interface BuiltRoutes {
  routes: ReadonlyArray<{ pattern: string; mirror: string | null }>;
}

export interface RouteSuggestion {
  route: string;
  /** Null while the manifest is unknown (the app not built, or still loading). */
  built: boolean | null;
}

/**
 * Whether `route` (an address below /h5, query allowed) opens a screen of the built app; '/' is the
 * app's own index page, which no area declares.
 *
 * @example isBuiltRoute({ routes: [{ pattern: '/a/{id}', mirror: null }] }, '/a/1?x=2') // true
 */
export function isBuiltRoute(manifest: BuiltRoutes, route: string): boolean {
  const path = route.split(/[?#]/)[0] || '/';
  if (path === '/') return true;
  return manifest.routes.some(
    (r) =>
      matchPattern(r.pattern, path) !== null || (r.mirror !== null && matchPattern(r.mirror, path) !== null),
  );
}

/** @example routeSuggestions(null)[0] // { route: '/', built: null } */
export function routeSuggestions(
  manifest: BuiltRoutes | null,
  routes: readonly string[] = SUGGESTED_ROUTES,
): RouteSuggestion[] {
  return routes.map((route) => ({ route, built: manifest ? isBuiltRoute(manifest, route) : null }));
}

/** The built app's routes, or null when it is not built (the simulator answers its "not built" page). */
export function useBuiltRoutes(): BuiltRoutes | null {
  const [manifest, setManifest] = useState<BuiltRoutes | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/h5/route-manifest.json')
      .then((response) => (response.ok ? (response.json() as Promise<Partial<BuiltRoutes>>) : null))
      .then(
        (answer) => live && Array.isArray(answer?.routes) && setManifest({ routes: answer.routes }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return manifest;
}
