// The shape of a route as a feature area declares it (`features/<area>/routes.tsx` exports
// `xRoutes: AppRoute[]`); `app/router.tsx` turns them into react-router routes.
import type { ComponentType } from 'react';

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
}
