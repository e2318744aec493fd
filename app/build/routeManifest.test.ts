import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIRROR_PREFIX } from '../src/config/mirror';
import { paths } from '../src/config/paths';
import { declaredRoutes, patternSource } from './routeManifest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

describe('declaredRoutes', () => {
  it('reads every route object of the areas, with its mirror, screen module and prefetch', () => {
    // The records area as the example; the other areas' route tests check their own tables.
    const declared = declaredRoutes(appDir, paths, MIRROR_PREFIX).filter((r) => r.area === 'records');
    // Every records pattern once (the app's own route test checks the table it runs on).
    expect(declared.map((r) => r.pattern).sort()).toEqual(Object.values(paths.records).sort());
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

describe('patternSource', () => {
  const matches = (pattern: string, path: string) => new RegExp(patternSource('/h5/', pattern)).test(path);

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
