// Turns a route pattern of the `paths` table into a URL or a react-router path; the parsing itself is
// the SDK's (routes/pattern.ts), shared with the build's preload script and the e2e suite.
import { fillPattern, parsePattern, type PatternParams } from '@merchant-h5/sdk';
import type { RoutePattern } from './paths.ts';

export { MissingRouteParamError, isMissingRouteParamError } from '@merchant-h5/sdk';

/** Query parameters appended to a URL; `undefined`/`null` values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** The arguments after the pattern: params required when the pattern has a required placeholder. */
export type HrefArgs<P extends string> = keyof PatternParams<P> extends never
  ? [params?: Record<string, never>, query?: QueryParams]
  : object extends PatternParams<P>
    ? [params?: PatternParams<P>, query?: QueryParams]
    : [params: PatternParams<P>, query?: QueryParams];

/**
 * Fills a route pattern of `paths`: values are URL-encoded, a missing optional parameter drops its
 * segment. Any other string, or a missing required parameter, does not compile (href.test-d.ts).
 *
 * @example href(paths.records.transactionDetail, { uuid: 'a b', tranDt: '20240101' })
 * // '/transaction/detail/a%20b/20240101'
 */
export function href<P extends RoutePattern>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  return fillPattern(pattern, params ?? {}) + toSearch(query);
}

function toSearch(query: QueryParams | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The react-router path of a pattern, matched by prefix (docs/product.md §2: extra trailing segments still
 * reach the screen).
 *
 * @example toRouterPath('/withdrawal/detail/{uuid?}') // '/withdrawal/detail/:uuid?/*'
 */
export function toRouterPath(pattern: string): string {
  const segments = parsePattern(pattern).map((s) =>
    'text' in s ? s.text : `:${s.name}${s.optional ? '?' : ''}`,
  );
  return `/${[...segments, '*'].join('/')}`;
}
