// What the host shim tells the harness about the page in the phone (hosts/shim.client.js,
// "The harness frames the page"): where it is and the title it set through the bridge.

export interface PageReport {
  type: 'sim:page';
  session: string;
  /** `/h5/<route>?<query>#<hash>`, the token taken out. */
  path: string;
  /** The last title the page set with the bridge's setTitle ('' before any). */
  title: string;
}

/** @example isPageReport(event.data) */
export function isPageReport(data: unknown): data is PageReport {
  const d = data as Partial<PageReport> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    d.type === 'sim:page' &&
    typeof d.path === 'string' &&
    typeof d.title === 'string'
  );
}

// The deep-link parameters the simulator and the host add: not part of what QA navigates to.
const HOST_PARAMS =
  /^(__\w+|source|token|appVersion|phoneVersion|phoneModle|wechatId|phonePlatform|appProDuctType)$/;

/**
 * The route the page shows, as the address bar writes it.
 *
 * @example routeOfPath('/h5/message/index?__host=ios&id=7') // '/message/index?id=7'
 */
export function routeOfPath(path: string): string {
  const url = new URL(path, 'http://page.invalid');
  const route = url.pathname.replace(/^\/h5(?=\/|$)/, '') || '/';
  const q = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (!HOST_PARAMS.test(key)) q.append(key, value);
  const query = q.toString();
  return `${route}${query ? `?${query}` : ''}${url.hash}`;
}
