// Every area's routes (features/<area>/routes.tsx) against the route list of docs/product.md §2
// (config/paths.ts) and the areas' own screen files, held here once for all areas: no area restates
// its list of patterns.
import { describe, expect, it } from 'vitest';
import { mirrorOf, mirrorPatternOf } from '../config/mirror';
import { paths } from '../config/paths';
import { appRoutes, areas } from '../testing/featureAreas';
import { areaTitles, loadArea, routeOf, screenEntries } from './areas';

const strings = (value: object): string[] =>
  Object.values(value).flatMap((v: unknown) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? strings(v) : [],
  );
const { mirror: mirrorPaths, ...pagePaths } = paths;
const listed = new Set(strings(pagePaths));
const listedMirrors = new Set(strings(mirrorPaths));

// Every screen file of every area, by the module the router would load.
const screenFiles = import.meta.glob<{ default: unknown }>('../features/*/screens/*Screen.tsx');

describe("the areas' routes", () => {
  it('are patterns of the route list, each registered by one area once', () => {
    expect(areas.length).toBeGreaterThan(5);
    const patterns = appRoutes.map((r) => r.pattern);
    expect(patterns.filter((p, i) => patterns.indexOf(p) !== i)).toEqual([]);
    // A screen the route list names only under the mini-program prefix (/openMiniProgram) is
    // registered at its mirror address itself.
    const mirrorOnly = [...listedMirrors].filter((m) => ![...listed].some((p) => mirrorOf(p) === m));
    expect(patterns.filter((p) => !listed.has(p) && !mirrorOnly.includes(p))).toEqual([]);
  });

  it('mirror exactly the screens the route list names under the mini-program prefix', () => {
    for (const route of appRoutes) {
      const mirror = mirrorPatternOf(route);
      if (mirror) expect(listedMirrors.has(mirror), `${route.pattern} → ${mirror}`).toBe(true);
      // A screen the list names under the mini-program prefix serves that mirror.
      else expect(listedMirrors.has(mirrorOf(route.pattern)), route.pattern).toBe(false);
    }
    expect(appRoutes.filter((r) => r.mirror).length).toBeGreaterThan(0);
  });

  it('each load a screen component lazily, and every screen file of an area is some route’s', async () => {
    const routed = new Set<unknown>();
    for (const route of appRoutes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
      routed.add(screen.default);
    }
    const unrouted: string[] = [];
    for (const [file, load] of Object.entries(screenFiles))
      if (!routed.has((await load()).default)) unrouted.push(file);
    expect(Object.keys(screenFiles).length).toBeGreaterThanOrEqual(appRoutes.length / 2);
    expect(unrouted).toEqual([]);
  });
});

describe('the route table start-up reads (build/routeTable.ts)', () => {
  it('lists every area’s routes as their modules declare them: area, pattern and mirror', () => {
    // In the source's order, which an area's list built of sub-lists does not keep; react-router
    // ranks routes by their patterns, not their order.
    const sorted = <T extends { area: string; pattern: string }>(entries: readonly T[]) =>
      [...entries].sort((a, b) => `${a.area} ${a.pattern}`.localeCompare(`${b.area} ${b.pattern}`));
    const declared = areas.flatMap((area) =>
      area.routes.map((route) => ({
        area: area.name,
        pattern: route.pattern,
        mirror: mirrorPatternOf(route),
      })),
    );
    expect(sorted(screenEntries)).toEqual(sorted(declared));
    expect(areaTitles).toEqual(Object.fromEntries(areas.map((area) => [area.name, area.title])));
  });

  it('finds each entry’s route in its area’s module, loaded on demand', async () => {
    for (const entry of screenEntries) expect((await routeOf(entry)).pattern).toBe(entry.pattern);
    expect((await loadArea('records')).name).toBe('records');
    await expect(loadArea('nowhere')).rejects.toThrow('no area nowhere');
    await expect(routeOf({ area: 'records', pattern: '/no/such', mirror: null })).rejects.toThrow(
      'records declares no route /no/such',
    );
  });
});
