import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIRROR_PREFIX } from '../src/config/mirror';
import { paths } from '../src/config/paths';
import { declaredRoutes } from './routeManifest';
import { areaTitles, ROUTE_TABLE_ID, routeTable, routeTablePlugin } from './routeTable';

const appDir = fileURLToPath(new URL('..', import.meta.url));

describe('the route table start-up reads (virtual:route-table)', () => {
  it('lists every declared route with its area and mirror, and every area’s title', () => {
    const { rows, titles } = routeTable(appDir, paths, MIRROR_PREFIX);
    const declared = declaredRoutes(appDir, paths, MIRROR_PREFIX);
    expect(rows).toEqual(declared.map((r) => [r.area, r.pattern, r.mirror ?? '']));
    expect(rows).toContainEqual([
      'records',
      paths.records.transactionRecord,
      `${MIRROR_PREFIX}${paths.records.transactionRecord}`,
    ]);
    expect(titles.records).toBe('交易记录与账单');
    expect(Object.keys(titles)).toEqual([...new Set(declared.map((r) => r.area))]);
  });

  it('refuses an area whose name is not its folder’s, or whose name and title it cannot read', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
    const area = (folder: string, source: string) => {
      mkdirSync(path.join(dir, 'src/features', folder), { recursive: true });
      writeFileSync(path.join(dir, 'src/features', folder, 'routes.tsx'), source);
    };
    area('records', "export const area: FeatureArea = { name: 'records', title: '记录', routes };");
    expect(areaTitles(dir)).toEqual({ records: '记录' });
    area('bills', "export const area: FeatureArea = { name: 'records', title: '账单', routes };");
    expect(() => areaTitles(dir)).toThrow("names its area 'records', not 'bills'");
    area('bills', "export const area: FeatureArea = { title: '账单', name: 'bills', routes };");
    expect(() => areaTitles(dir)).toThrow('must export');
  });

  it('is the module the plugin serves, watching every area’s routes', () => {
    const plugin = routeTablePlugin({ appDir, paths, mirrorPrefix: MIRROR_PREFIX });
    const resolved = (plugin.resolveId as (id: string) => string | null)(ROUTE_TABLE_ID)!;
    expect((plugin.resolveId as (id: string) => string | null)('./other')).toBeNull();
    const watched: string[] = [];
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | null;
    const source = load.call({ addWatchFile: (file) => watched.push(file) }, resolved)!;
    const { rows, titles } = routeTable(appDir, paths, MIRROR_PREFIX);
    expect(source).toBe(
      `export default ${JSON.stringify(rows)};\nexport const titles = ${JSON.stringify(titles)};\n`,
    );
    expect(watched).toContain(path.join(appDir, 'src/features/records/routes.tsx'));
    expect(load.call({ addWatchFile: () => undefined }, 'other')).toBeNull();
  });
});
