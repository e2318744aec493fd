import { RoutePatternContext } from '../../lib/routePattern';
import type { ScreenModule } from './screenModule';

/** Renders a loaded screen under its route pattern (mirror routes carry the prefixed one). */
export function ScreenHost({ module, pattern }: { module: ScreenModule; pattern: string }) {
  const Screen = module.current;
  // The loader ran before this renders, so the module is there; null only after a failed load,
  // which the route's errorElement shows instead.
  if (!Screen) return null;
  return (
    <RoutePatternContext.Provider value={pattern}>
      <Screen />
    </RoutePatternContext.Provider>
  );
}
