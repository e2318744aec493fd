// The pattern of the route that rendered the current screen, set by the router (mirror routes
// carry their prefixed pattern), so `<Screen>` can stamp `data-screen` without knowing the router.
import { createContext, useContext } from 'react';

export const RoutePatternContext = createContext<string | null>(null);

/** The matched route's pattern, or null outside a route (component tests, stories). */
export function useRoutePattern(): string | null {
  return useContext(RoutePatternContext);
}
