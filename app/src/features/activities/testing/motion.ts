// Puts a component test's page where no animation may run (lib/motion): the system asking for
// reduced motion, or the page hidden; `restoreMotion` (in afterEach) puts both back.
const realMatchMedia = window.matchMedia;

export function preferReducedMotion() {
  window.matchMedia = (query: string) =>
    ({ ...realMatchMedia(query), matches: query.includes('reduce'), media: query }) as MediaQueryList;
}

export function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

export function restoreMotion() {
  window.matchMedia = realMatchMedia;
  delete (document as { visibilityState?: unknown }).visibilityState;
}
