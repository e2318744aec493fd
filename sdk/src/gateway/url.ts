// URL building: `${baseUrl}/${service}/${path}` plus the query; endpoint placeholders filled in.
import { parsePattern } from '../routes/pattern';
import type { RequestOptions } from './types';

export function buildUrl(
  baseUrl: string,
  service: string,
  path: string,
  query?: RequestOptions['query'],
): string {
  const trim = (s: string) => s.replace(/^\/+|\/+$/g, '');
  let url = `${baseUrl.replace(/\/+$/, '')}/${trim(service)}/${path.replace(/^\/+/, '')}`;
  const pairs = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  if (pairs.length > 0) {
    const search = new URLSearchParams(pairs.map(([k, v]) => [k, String(v)]));
    url += `${url.includes('?') ? '&' : '?'}${search.toString()}`;
  }
  return url;
}

/**
 * Fills the `{name}` placeholders of a catalogue path, read by the routes' one parser; a missing
 * value is a programming error, so it throws. Not `fillPattern`: a catalogue path is relative, and
 * every placeholder is required (an empty value stays an empty segment).
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return parsePattern(path)
    .map((segment) => {
      if ('text' in segment) return segment.text;
      const value = params[segment.name];
      if (value === undefined) throw new TypeError(`Missing path parameter "${segment.name}" for ${path}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}
