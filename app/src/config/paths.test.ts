import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { href, isMissingRouteParamError, toRouterPath } from './href';
import { MIRROR_PREFIX, mirrorOf, paths } from './paths';

const all = Object.values(paths).flatMap((group) => Object.values(group) as string[]);

describe('paths', () => {
  it('holds every docs/product.md §2 pattern once, each starting with a slash', () => {
    expect(new Set(all).size).toBe(all.length);
    for (const p of all) expect(p).toMatch(/^\/[A-Za-z]/);
    // 17 help + 12 payments + 10 records + 4 official account + 20 certification + 2 messages + 13 tasks
    // + 14 points + 27 activities + 13 members + 15 other + 19 mirror
    expect(all).toHaveLength(166);
  });

  it('keeps the mirror routes under the mirror prefix', () => {
    for (const p of Object.values(paths.mirror)) expect(p.startsWith(`${MIRROR_PREFIX}/`)).toBe(true);
    expect(mirrorOf(paths.records.gradeRate)).toBe(paths.mirror.gradeRate);
  });
});

describe('href', () => {
  it('fills required and optional parameters, URL-encoded', () => {
    expect(href(paths.records.transactionDetail, { uuid: 'a b/c', tranDt: 20240105, type: '1' })).toBe(
      '/transaction/detail/a%20b%2Fc/20240105/1',
    );
  });

  it('drops a missing optional parameter, in the middle too', () => {
    expect(href(paths.records.transactionDetail, { uuid: 'u1', tranDt: '20240105' })).toBe(
      '/transaction/detail/u1/20240105',
    );
    expect(href(paths.payments.addCardStep3, { phoneNo: '13800000000' })).toBe(
      '/others/addCard/step3/13800000000',
    );
    expect(href(paths.records.withdrawalDetail)).toBe('/withdrawal/detail');
  });

  it('throws when a required parameter is missing at run time', () => {
    const untyped = href as (p: string, params?: object) => string;
    expect(() => untyped(paths.records.purchaseOrder, { uuid: 'u' })).toThrow(/"type" is missing/);
    try {
      untyped(paths.records.purchaseOrder, {});
    } catch (e) {
      expect(isMissingRouteParamError(e)).toBe(true);
    }
  });

  it('appends a query, leaving out empty values', () => {
    expect(href(paths.records.transactionRecord, {}, { source: '01', x: undefined })).toBe(
      '/transaction/record?source=01',
    );
  });
});

describe('toRouterPath', () => {
  it('turns placeholders into react-router params and matches by prefix', () => {
    expect(toRouterPath(paths.records.transactionDetail)).toBe('/transaction/detail/:uuid/:tranDt/:type?/*');
    expect(toRouterPath('/')).toBe('/*');
  });

  it('lets extra trailing segments reach the screen and reads optional params', () => {
    const path = toRouterPath(paths.records.transactionDetail);
    expect(matchPath(path, '/transaction/detail/u1/20240105')?.params).toMatchObject({
      uuid: 'u1',
      tranDt: '20240105',
    });
    expect(matchPath(path, '/transaction/detail/u1/20240105/2/extra/more')?.params).toMatchObject({
      type: '2',
      '*': 'extra/more',
    });
    expect(
      matchPath(toRouterPath(paths.records.transactionRecord), '/transaction/record/anything'),
    ).not.toBeNull();
    expect(matchPath(toRouterPath(paths.records.transactionRecord), '/transaction/recordX')).toBeNull();
  });
});
