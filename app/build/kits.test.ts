import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kitGroups, kits, kitsOf, misplacedKitModules } from './kits';

const appDir = fileURLToPath(new URL('..', import.meta.url));

describe('kitGroups', () => {
  it('makes one group per kit, taking exactly its modules by their ids', () => {
    const groups = kitGroups(appDir, 1);
    const list = groups.find((g) => g.name === 'listKit')!;
    expect(groups.map((g) => g.name)).toEqual(Object.keys(kits));
    // An area's module, declared in its folder (features/records/kits.json).
    expect(list.test(path.join(appDir, 'src/features/records/components/RangeSummary.tsx'))).toBe(true);
    expect(list.test(path.join(appDir, 'src/components/ListScreen/PullToRefresh.tsx'))).toBe(true);
    // Its neighbour in the folder belongs to the 'list' chunk, not to the kit.
    expect(list.test(path.join(appDir, 'src/components/ListScreen/ListScreen.tsx'))).toBe(false);
    expect(list.includeDependenciesRecursively).toBe(false);
    expect(groups.find((g) => g.name === 'cardKit')!.includeDependenciesRecursively).toBe(true);
  });

  it('fails the build when a kit names a module that is not there (renamed or moved)', () => {
    expect(() => kitGroups(path.join(appDir, 'build'), 1)).toThrow(/listKit lists src\/components/);
  });
});

describe('kitsOf', () => {
  it('adds the modules an area’s kits.json names to its kits, and refuses a kit not declared', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kits-'));
    try {
      const file = path.join(dir, 'src/features/shop/kits.json');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ $comment: 'why', mallKit: ['lib/links.ts'] }));
      expect(kitsOf(dir).mallKit!.modules).toEqual(['src/features/shop/lib/links.ts']);
      expect(kitsOf(dir).listKit!.modules).toEqual(kits.listKit!.modules);
      writeFileSync(file, JSON.stringify({ shopKit: ['lib/links.ts'] }));
      expect(() => kitsOf(dir)).toThrow(/features\/shop\/kits\.json names shopKit/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('misplacedKitModules', () => {
  const at = (module: string) => path.join(appDir, module);
  const everyKitInPlace = Object.entries(kitsOf(appDir)).map(([name, kit]) => ({
    name,
    moduleIds: kit.modules.map(at),
  }));

  it('is none when every kit module is in its kit', () => {
    expect(misplacedKitModules(appDir, everyKitInPlace)).toEqual([]);
  });

  it('names a module another chunk took, and one no chunk has', () => {
    const [list, ...others] = everyKitInPlace;
    const [taken, lost, ...rest] = list!.moduleIds;
    const chunks = [
      { name: 'common', moduleIds: [taken!] },
      { name: list!.name, moduleIds: rest },
      ...others,
    ];
    expect(misplacedKitModules(appDir, chunks)).toEqual([
      `${path.relative(appDir, taken!)}: in common, not listKit`,
      `${path.relative(appDir, lost!)}: in no chunk, not listKit`,
    ]);
  });
});
