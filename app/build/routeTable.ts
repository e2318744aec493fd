// Build step: `virtual:route-table`, the app's screens as data (area, pattern, mirror) and each
// area's title, read from the areas' route tables as routeManifest.ts reads them. The router and
// the index build on it, so start-up carries no area's code: an area's `routes.tsx`, with its
// screens' imports, its prefetches and the api files they use, loads when one of its screens is
// opened (app/areas.ts). Every area added before did grow every first screen.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { declaredRoutes } from './routeManifest.ts';

type Paths = Record<string, Record<string, string>>;

export const ROUTE_TABLE_ID = 'virtual:route-table';
const RESOLVED_ID = `\0${ROUTE_TABLE_ID}`;

/** `[area, pattern, mirror]`, mirror '' when the screen has none. */
export type RouteTableRow = readonly [area: string, pattern: string, mirror: string];

export interface RouteTable {
  rows: RouteTableRow[];
  /** Each area's title (`title: '…'` of its `area`), by area name. */
  titles: Record<string, string>;
}

const AREA_OBJECT = /export const area: FeatureArea = \{[^}]*?\bname: '(\w+)',\s*title: '([^'\n]+)'/;

/** The areas' `name` and `title`, read from their `routes.tsx`; a name that is not its folder's throws. */
export function areaTitles(appDir: string): Record<string, string> {
  const featuresDir = path.join(appDir, 'src/features');
  const titles: Record<string, string> = {};
  for (const area of readdirSync(featuresDir).sort()) {
    const file = path.join(featuresDir, area, 'routes.tsx');
    if (!existsSync(file)) continue;
    const match = AREA_OBJECT.exec(readFileSync(file, 'utf8'));
    if (!match)
      throw new Error(
        `routeTable: ${file} must export \`const area: FeatureArea = { name: '…', title: '…', … }\``,
      );
    if (match[1] !== area) throw new Error(`routeTable: ${file} names its area '${match[1]}', not '${area}'`);
    titles[area] = match[2]!;
  }
  return titles;
}

/** @example routeTable(appDir, paths, '/zEraAGeneraMiniProgramWeb').rows[0] // ['activities', '/lotteryMachine/home/{activityId?}', ''] */
export function routeTable(appDir: string, paths: Paths, mirrorPrefix: string): RouteTable {
  return {
    rows: declaredRoutes(appDir, paths, mirrorPrefix).map(
      (r) => [r.area, r.pattern, r.mirror ?? ''] as const,
    ),
    titles: areaTitles(appDir),
  };
}

/**
 * @example
 * plugins: [routeTablePlugin({ appDir: here('.'), paths, mirrorPrefix: MIRROR_PREFIX })]
 */
export function routeTablePlugin(options: { appDir: string; paths: Paths; mirrorPrefix: string }): Plugin {
  return {
    name: 'merchant-h5-route-table',
    resolveId: (id) => (id === ROUTE_TABLE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const featuresDir = path.join(options.appDir, 'src/features');
      // A route added, moved or renamed rebuilds the table (dev server, watch mode).
      for (const area of readdirSync(featuresDir)) {
        const file = path.join(featuresDir, area, 'routes.tsx');
        if (existsSync(file)) this.addWatchFile(file);
      }
      const { rows, titles } = routeTable(options.appDir, options.paths, options.mirrorPrefix);
      return `export default ${JSON.stringify(rows)};\nexport const titles = ${JSON.stringify(titles)};\n`;
    },
  };
}
