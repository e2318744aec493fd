// Every feature area's module, loaded at once: for tests of the routes as a whole. The app loads an
// area when one of its screens opens (app/areas.ts).
import type { AppRoute, FeatureArea } from '../lib/routes';

const modules = import.meta.glob<{ area: FeatureArea }>('../features/*/routes.tsx', { eager: true });

/** The areas in name order, as the route table lists them. */
export const areas: readonly FeatureArea[] = Object.values(modules)
  .map((module) => module.area)
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

export const appRoutes: readonly AppRoute[] = areas.flatMap((area) => area.routes);
