// The route patterns of docs/product.md §2 ('/a/{id}/{type?}'): the one parser the app's `href()` and
// router, its route-preload script, its first calls and the e2e suite share. A placeholder is a whole
// segment: `{name}` required, `{name?}` optional.

type Value = string | number;

/** One segment of a pattern: a fixed text or a placeholder. */
export type PatternSegment = { text: string } | { name: string; optional: boolean };

/**
 * The parameters a pattern names: `{x}` required, `{x?}` optional (it may also be `null`).
 *
 * @example
 * ```ts
 * const p: PatternParams<'/a/{id}/{type?}'> = { id: 1 };
 * ```
 */
export type PatternParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Optional}?` ? { [K in Optional]?: Value | null } : { [K in Name]: Value }) &
      PatternParams<Rest>
  : unknown;

const PLACEHOLDER = /^\{(\w+)(\?)?\}$/;

/**
 * The segments of a pattern, without the empty ones around slashes.
 *
 * @example
 * ```ts
 * parsePattern('/a/{id}/{type?}'); // [{ text: 'a' }, { name: 'id', optional: false }, { name: 'type', optional: true }]
 * ```
 */
export function parsePattern(pattern: string): PatternSegment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((text) => {
      const param = PLACEHOLDER.exec(text);
      return param ? { name: param[1]!, optional: param[2] === '?' } : { text };
    });
}

/**
 * The placeholders of a pattern, in order.
 *
 * @example
 * ```ts
 * patternParams('/a/{id}/{type?}'); // [{ name: 'id', optional: false }, { name: 'type', optional: true }]
 * ```
 */
export function patternParams(pattern: string): { name: string; optional: boolean }[] {
  return parsePattern(pattern).filter((s): s is { name: string; optional: boolean } => 'name' in s);
}

/**
 * The length of a pattern without its placeholders (slashes count): of two patterns an address
 * matches, the longer is the more specific.
 *
 * @example
 * ```ts
 * staticLength('/a/{id}'); // 3, the length of '/a/'
 * ```
 */
export function staticLength(pattern: string): number {
  return parsePattern(pattern).reduce((n, s) => n + 1 + ('text' in s ? s.text.length : 0), 0);
}

/**
 * The pattern with its optional segments dropped; null when it has a required one.
 *
 * @example
 * ```ts
 * withoutOptional('/withdrawal/detail/{uuid?}'); // '/withdrawal/detail'
 * withoutOptional('/a/{id}'); // null
 * ```
 */
export function withoutOptional(pattern: string): string | null {
  try {
    return fillPattern(pattern);
  } catch (e) {
    if (isMissingRouteParamError(e)) return null;
    throw e;
  }
}

/** A required parameter of a pattern was not given. */
export class MissingRouteParamError extends Error {
  override name = 'MissingRouteParamError';
  constructor(pattern: string, param: string) {
    super(`${pattern}: the required parameter "${param}" is missing`);
  }
}

/**
 * @example
 * ```ts
 * try { fillPattern('/a/{id}'); } catch (e) { isMissingRouteParamError(e); } // true
 * ```
 */
export const isMissingRouteParamError = (e: unknown): e is MissingRouteParamError =>
  e instanceof MissingRouteParamError;

/**
 * Fills a pattern: values are URL-encoded, a missing (`undefined`, `null`, `''`) optional parameter
 * drops its segment, a missing required one throws {@link MissingRouteParamError}.
 *
 * @example
 * ```ts
 * fillPattern('/detail/{uuid}/{type?}', { uuid: 'a b' }); // '/detail/a%20b'
 * ```
 */
export function fillPattern(pattern: string, params: Record<string, Value | null | undefined> = {}): string {
  const segments = parsePattern(pattern).flatMap((segment) => {
    if ('text' in segment) return [segment.text];
    const value = params[segment.name];
    if (value !== undefined && value !== null && value !== '') return [encodeURIComponent(String(value))];
    if (!segment.optional) throw new MissingRouteParamError(pattern, segment.name);
    return [];
  });
  return `/${segments.join('/')}`;
}

/**
 * The decoded parameters of `path` when it is exactly `pattern` (optional segments may be left out),
 * else null. Not by prefix: an address below a screen's does not match.
 *
 * @example
 * ```ts
 * matchPattern('/a/{id}/{type?}', '/a/x%20y'); // { id: 'x y' }
 * matchPattern('/a/{id}', '/a/1/more'); // null
 * ```
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = parsePattern(pattern);
  const have = path.split('/').filter(Boolean);
  if (have.length > want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const part = have[i];
    if (part === undefined) return want.slice(i).every((s) => 'name' in s && s.optional) ? params : null;
    if ('text' in segment) {
      if (segment.text !== part) return null;
      continue;
    }
    try {
      params[segment.name] = decodeURIComponent(part);
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * A regular expression source matching a pattern's addresses from the start, with no anchor or
 * ending: the caller adds `$`, `/?$` or a prefix match (`(?:/|$)`) as it needs.
 *
 * @example
 * ```ts
 * new RegExp(`^${patternSource('/a/{id}/{type?}')}$`).test('/a/1'); // true
 * ```
 */
export function patternSource(pattern: string): string {
  return parsePattern(pattern)
    .map((segment) => {
      if ('text' in segment) return `/${segment.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.optional ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
}
