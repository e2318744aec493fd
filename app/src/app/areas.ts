// The feature areas, discovered: every `features/<area>/routes.tsx` exports `area: FeatureArea`.
// A new area needs no edit here (docs/adding-an-area.md).
//
// Start-up reads the screens as data (`virtual:route-table`, build/routeTable.ts: area, pattern,
// mirror), and an area's module loads when one of its screens opens, with its screens' imports, its
// prefetches and the api files they use. When every area's module came with start-up, each area
// added made every first screen bigger (docs/performance.md, "Each area's routes with its screens").
import rows, { titles } from 'virtual:route-table';
import type { AppRoute, FeatureArea } from '../lib/routes';
import type { DraftSlice } from '../lib/state/persistDrafts';

/** A screen of the route table: its area, its pattern and its mini-program mirror (null for none). */
export interface ScreenEntry {
  area: string;
  pattern: string;
  mirror: string | null;
}

export const screenEntries: readonly ScreenEntry[] = rows.map(([area, pattern, mirror]) => ({
  area,
  pattern,
  mirror: mirror || null,
}));

/** Each area's title, by name (for the index). */
export const areaTitles: Readonly<Record<string, string>> = titles;

const modules = import.meta.glob<{ area: FeatureArea }>('../features/*/routes.tsx');
const loaded = new Map<string, Promise<FeatureArea>>();

/**
 * An area's module, loaded once. A failed load is forgotten, so the screen's 重试 asks again.
 *
 * @example const route = (await loadArea('records')).routes.find((r) => r.pattern === pattern);
 */
export function loadArea(name: string): Promise<FeatureArea> {
  let area = loaded.get(name);
  if (!area) {
    const load = modules[`../features/${name}/routes.tsx`];
    if (!load) return Promise.reject(new Error(`no area ${name}`));
    area = load().then(
      (module) => module.area,
      (error: unknown) => {
        loaded.delete(name);
        throw error;
      },
    );
    loaded.set(name, area);
  }
  return area;
}

/** The route a table entry names, from its area's module. */
export async function routeOf(entry: ScreenEntry): Promise<AppRoute> {
  const route = (await loadArea(entry.area)).routes.find((r) => r.pattern === entry.pattern);
  if (!route) throw new Error(`${entry.area} declares no route ${entry.pattern}`);
  return route;
}

/**
 * Every area's draft slices (`features/<area>/drafts.ts`), for the store's draft persistence: the
 * store restores them when it is made, so they load with start-up.
 */
export const draftSlices: readonly DraftSlice[] = Object.values(
  import.meta.glob<readonly DraftSlice[]>('../features/*/drafts.ts', { eager: true, import: 'drafts' }),
).flat();
