import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIRROR_PREFIX } from '../src/config/mirror';
import { paths } from '../src/config/paths';
import { prefixSource, preloadScript } from './preloadScript';
import { declaredRoutes } from './routeManifest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

describe('declaredRoutes', () => {
  it('reads every route object of the areas, with its mirror, screen module and prefetch', () => {
    // The records area as the example; the other areas' route tests check their own tables.
    const declared = declaredRoutes(appDir, paths, MIRROR_PREFIX).filter((r) => r.area === 'records');
    // Every records pattern once (the app's own route test checks the table it runs on).
    expect(declared.map((r) => r.pattern).sort()).toEqual(
      [...Object.values(paths.records), paths.other.recordAssistant].sort(),
    );
    expect(declared.filter((r) => r.prefetch)).toHaveLength(5);
    expect(declared.filter((r) => r.key).map((r) => r.pattern)).toEqual([
      '/transaction/record',
      '/withdrawal/WithdrawalRecord',
      '/monthBill/monthBillHome',
    ]);
    expect(declared.find((r) => r.pattern === paths.records.transactionRecord)).toEqual({
      area: 'records',
      pattern: '/transaction/record',
      mirror: '/zEraAGeneraMiniProgramWeb/transaction/record',
      screen: 'src/features/records/screens/TransactionRecordScreen.tsx',
      prefetch: true,
      key: true,
    });
    expect(declared.find((r) => r.pattern === paths.records.savingBills)?.mirror).toBeNull();
    expect(declared.filter((r) => r.leavesApp)).toEqual([]);
  });

  it('carries the address to visit for a step no screen links to (binding a card, step 2)', () => {
    const declared = declaredRoutes(appDir, paths, MIRROR_PREFIX).filter((r) => r.example);
    expect(declared.find((r) => r.pattern === paths.payments.addCardStep2)?.example).toBe(
      '/others/addCard/step2/000000000000/DC',
    );
    // Each example is a whole address of its own pattern.
    for (const r of declared) {
      const prefix = r.pattern.split('/{')[0]!;
      expect(r.example!.startsWith(prefix) && !/[{}]/.test(r.example!), r.pattern).toBe(true);
    }
  });

  it('refuses a routes file whose route objects it cannot read (made by code), never dropping them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routes-'));
    mkdirSync(path.join(dir, 'src/features/made'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src/features/made/routes.tsx'),
      "const routes = [paths.records.gradeRate].map((pattern) => ({ pattern, lazy: () => import('./screens/A') }));",
    );
    expect(() => declaredRoutes(dir, paths, MIRROR_PREFIX)).toThrow(/not read/);
  });

  it('marks the screens that leave the app for a third party (the partner points malls)', () => {
    const declared = declaredRoutes(appDir, paths, MIRROR_PREFIX).filter((r) => r.area === 'partnerMall');
    expect(declared.filter((r) => r.leavesApp).map((r) => r.pattern)).toEqual([
      paths.points.duibaMall,
      paths.points.integralLoading,
      paths.points.yhhLoading,
    ]);
    expect(declared.find((r) => r.pattern === paths.points.pointsMallActivity)).not.toHaveProperty(
      'leavesApp',
    );
  });
});

describe('prefixSource', () => {
  const matches = (pattern: string, path: string) => new RegExp(prefixSource('/h5/', pattern)).test(path);

  it('matches by prefix, with required and optional params', () => {
    expect(matches('/transaction/record', '/h5/transaction/record')).toBe(true);
    expect(matches('/transaction/record', '/h5/transaction/record/extra')).toBe(true);
    expect(matches('/transaction/record', '/h5/transaction/recordings')).toBe(false);
    expect(matches('/transaction/detail/{uuid}/{tranDt}/{type?}', '/h5/transaction/detail/u1/20261101')).toBe(
      true,
    );
    expect(matches('/transaction/detail/{uuid}/{tranDt}/{type?}', '/h5/transaction/detail/u1')).toBe(false);
    expect(matches('/withdrawal/detail/{uuid?}', '/h5/withdrawal/detail')).toBe(true);
    expect(matches('/gradeRate', '/gradeRate')).toBe(false);
  });
});

describe('preloadScript', () => {
  const routes = [
    { pattern: '/a', mirror: null, js: ['assets/A-1.js', 'assets/shared-1.js'], css: ['assets/A-1.css'] },
  ];

  /** Runs the script on a fake page at `url`: what it asks the page to load. */
  function run(source: string, url: string): string[] {
    const { hostname, pathname } = new URL(url);
    const added: string[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
    };
    new Function('location', 'document', source)({ hostname, pathname }, document);
    return added;
  }

  it("links the route's styles, then preloads its chunks; nothing on a path no route has", () => {
    // The styles are linked, not only fetched: the chunk's import then finds them and asks for none
    // again. The script runs after the entry's stylesheet, so theirs follow it in the cascade, as
    // when a link reaches the route (opens-a-help-service-directly).
    const source = preloadScript('/h5/', routes, new Set(['assets/shared-1.js']));
    expect(run(source, 'https://h5.example.cn/h5/a')).toEqual([
      'stylesheet /h5/assets/A-1.css',
      'modulepreload /h5/assets/A-1.js',
    ]);
    expect(run(source, 'http://prod.localhost:5170/h5/b')).toEqual([]);
    expect(run(preloadScript('/h5/', routes, new Set()), 'http://[::1]:5170/h5/a')).toEqual([
      'stylesheet /h5/assets/A-1.css',
      'modulepreload /h5/assets/A-1.js',
      'modulepreload /h5/assets/shared-1.js',
    ]);
  });
});
