// The feature areas built so far. A new area adds its routes module here (and its screens to
// bench/routes.json for the byte budgets).
import type { AppRoute } from '../lib/routes';
import { recordsRoutes } from '../features/records/routes';

export interface Area {
  name: string;
  title: string;
  routes: readonly AppRoute[];
}

export const areas: readonly Area[] = [{ name: 'records', title: '交易记录与账单', routes: recordsRoutes }];

export const appRoutes: readonly AppRoute[] = areas.flatMap((area) => area.routes);
