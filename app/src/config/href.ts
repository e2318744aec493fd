// Turns a docs/product.md §2 route pattern ('/a/{id}/{type?}') into a URL or a react-router path.

type Value = string | number;

/** The parameters a pattern names: `{x}` required, `{x?}` optional. */
export type PatternParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Optional}?` ? { [K in Optional]?: Value | null } : { [K in Name]: Value }) &
      PatternParams<Rest>
  : unknown;

/** Query parameters appended to a URL; `undefined`/`null` values are left out. */
export type QueryParams = Record<string, Value | boolean | null | undefined>;

type HrefArgs<P extends string> = keyof PatternParams<P> extends never
  ? [params?: Record<string, never>, query?: QueryParams]
  : object extends PatternParams<P>
    ? [params?: PatternParams<P>, query?: QueryParams]
    : [params: PatternParams<P>, query?: QueryParams];

const PLACEHOLDER = /\{(\w+)(\?)?\}/g;

export class MissingRouteParamError extends Error {
  override name = 'MissingRouteParamError';
  constructor(pattern: string, param: string) {
    super(`${pattern}: the required parameter "${param}" is missing`);
  }
}
export const isMissingRouteParamError = (e: unknown): e is MissingRouteParamError =>
  e instanceof MissingRouteParamError;

/**
 * Fills a pattern: values are URL-encoded, a missing optional parameter drops its segment.
 *
 * @example href('/transaction/detail/{uuid}/{tranDt}/{type?}', { uuid: 'a b', tranDt: '20240101' })
 * // '/transaction/detail/a%20b/20240101'
 */
export function href<P extends string>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  const values = (params ?? {}) as Record<string, Value | null | undefined>;
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.includes('{')) return [segment];
    let dropped = false;
    const filled = segment.replace(PLACEHOLDER, (_match, name: string, optional?: string) => {
      const value = values[name];
      if (value === undefined || value === null || value === '') {
        if (!optional) throw new MissingRouteParamError(pattern, name);
        dropped = true;
        return '';
      }
      return encodeURIComponent(String(value));
    });
    return dropped && filled === '' ? [] : [filled];
  });
  const path = segments.join('/') || '/';
  return path + toSearch(query);
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
  const path = pattern.replace(
    PLACEHOLDER,
    (_m, name: string, optional?: string) => `:${name}${optional ?? ''}`,
  );
  return path === '/' ? '/*' : `${path.replace(/\/$/, '')}/*`;
}
