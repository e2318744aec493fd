// URL building: `${baseUrl}/${service}/${path}` plus the query; endpoint placeholders filled in.
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

/** Fills `{name}` placeholders; a missing value is a programming error, so it throws. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
