import { describe, expect, it } from 'vitest';
import {
  fillPattern,
  isMissingRouteParamError,
  matchPattern,
  patternParams,
  patternSource,
  staticLength,
  withoutOptional,
} from './pattern';

const DETAIL = '/transaction/detail/{uuid}/{tranDt}/{type?}';

describe('route patterns', () => {
  it('names the placeholders, required and optional', () => {
    expect(patternParams(DETAIL)).toEqual([
      { name: 'uuid', optional: false },
      { name: 'tranDt', optional: false },
      { name: 'type', optional: true },
    ]);
    expect(staticLength(DETAIL)).toBe('/transaction/detail///'.length);
  });

  it('fills a pattern and reads it back, the values URL-encoded', () => {
    const path = fillPattern(DETAIL, { uuid: 'a b/c', tranDt: 20240105, type: null });
    expect(path).toBe('/transaction/detail/a%20b%2Fc/20240105');
    expect(matchPattern(DETAIL, path)).toEqual({ uuid: 'a b/c', tranDt: '20240105' });
    expect(fillPattern('/')).toBe('/');
  });

  it('drops optional segments, in the middle too, and refuses a missing required one', () => {
    expect(fillPattern('/s/{a?}/{b?}', { b: '2' })).toBe('/s/2');
    expect(withoutOptional('/withdrawal/detail/{uuid?}')).toBe('/withdrawal/detail');
    expect(withoutOptional(DETAIL)).toBeNull();
    expect(() => fillPattern(DETAIL, { uuid: 'u' })).toThrow(/"tranDt" is missing/);
    try {
      fillPattern(DETAIL);
    } catch (e) {
      expect(isMissingRouteParamError(e)).toBe(true);
    }
  });

  it('matches exactly, not by prefix', () => {
    expect(matchPattern('/a/{id}/{opt?}', '/a/1/x%20y/')).toEqual({ id: '1', opt: 'x y' });
    expect(matchPattern('/transaction/record', '/transaction/record')).toEqual({});
    expect(matchPattern('/transaction/record', '/transaction/record/detail')).toBeNull();
    expect(matchPattern('/a/{id}', '/a')).toBeNull();
    expect(matchPattern(DETAIL, '/transaction/detail/u')).toBeNull();
    expect(matchPattern(DETAIL, '/transaction/detail/u/d/t/more')).toBeNull();
    expect(matchPattern('/a/{id}', '/a/%E0%A4%A')).toBeNull();
    expect(matchPattern('/a/b', '/a/c')).toBeNull();
  });

  it('gives a regular expression source with the fixed text escaped', () => {
    const exact = new RegExp(`^${patternSource('/help/pay.Page/{id}/{x?}')}$`);
    expect(exact.test('/help/pay.Page/1')).toBe(true);
    expect(exact.test('/help/pay.Page/1/2')).toBe(true);
    expect(exact.test('/help/payXPage/1')).toBe(false);
    expect(exact.test('/help/pay.Page')).toBe(false);
  });
});
