// The mini-program opens the H5 with its request context in the page query, the token included
// (docs/product.md §3). Read once at start-up, it leaves the address bar at once, so it is never
// shown, bookmarked, shared or sent as a Referer; it stays in the page's history entries (never in
// storage), so a reload of any screen of this visit still finds it.

/** The query parameters the mini-program opens the H5 with (docs/product.md §3). */
export const LAUNCH_QUERY = [
  'token',
  'appVersion',
  'phoneVersion',
  'phoneModle',
  'wechatId',
  'phonePlatform',
  'appProDuctType',
] as const;

export type LaunchKey = (typeof LAUNCH_QUERY)[number];
export type LaunchContext = Partial<Record<LaunchKey, string>>;

/** Where the context is kept in `history.state` (beside the router's own keys). */
export const LAUNCH_STATE_KEY = '__mhLaunch';

type LaunchWindow = Pick<Window, 'location' | 'history'>;

/** The launch context a query string carries. @example readLaunchQuery('?token=t&x=1') // { token: 't' } */
export function readLaunchQuery(search: string): LaunchContext {
  return fromQuery(new URLSearchParams(search));
}

function fromQuery(params: URLSearchParams): LaunchContext {
  const context: LaunchContext = {};
  for (const key of LAUNCH_QUERY) {
    const value = params.get(key);
    if (value !== null) context[key] = value;
  }
  return context;
}

function fromState(state: unknown): LaunchContext {
  const kept: unknown =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[LAUNCH_STATE_KEY] : null;
  const context: LaunchContext = {};
  if (!kept || typeof kept !== 'object') return context;
  for (const key of LAUNCH_QUERY) {
    const value = (kept as Record<string, unknown>)[key];
    if (typeof value === 'string') context[key] = value;
  }
  return context;
}

function withContext(state: unknown, context: LaunchContext): unknown {
  const base = state && typeof state === 'object' ? state : {};
  return { ...base, [LAUNCH_STATE_KEY]: context };
}

/**
 * Takes the launch context out of the address (or, after a reload, out of the history entry) and
 * keeps it in every history entry the page adds from now on. Call before the router reads the
 * address. Returns the context as a query string for the code that reads it (`?token=…&…`).
 */
export function takeLaunchContext(win: LaunchWindow): string {
  const { location, history } = win;
  const params = new URLSearchParams(location.search);
  const inQuery = fromQuery(params);
  const fromAddress = Object.keys(inQuery).length > 0;
  const context = fromAddress ? inQuery : fromState(history.state);
  if (Object.keys(context).length === 0) return '';

  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  if (fromAddress) {
    for (const key of LAUNCH_QUERY) params.delete(key);
    const rest = params.toString();
    replace(
      withContext(history.state, context),
      '',
      `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`,
    );
  }
  // The router adds entries with its own state; each one carries the context too.
  history.pushState = (state, unused, url) => push(withContext(state, context), unused, url);
  history.replaceState = (state, unused, url) => replace(withContext(state, context), unused, url);
  return `?${new URLSearchParams(context as Record<string, string>).toString()}`;
}
