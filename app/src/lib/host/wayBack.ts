// "The way back" out of a page (docs/product.md §2 fallback screen): close the web view in a host app,
// navigate back in the mini program, history.back in a plain browser.
import type { HostContextValue } from './HostContext';

export type WayBack = 'closeWebView' | 'navigateBack' | 'history';

export function wayBackOf(host: Pick<HostContextValue, 'native' | 'miniProgram'> | null): WayBack {
  if (host?.native) return 'closeWebView';
  if (host?.miniProgram) return 'navigateBack';
  return 'history';
}

/** Leaves the page the way its host expects. */
export function goBack(
  host: Pick<HostContextValue, 'native' | 'miniProgram'> | null,
  history: Pick<History, 'back'> = window.history,
): void {
  switch (wayBackOf(host)) {
    case 'closeWebView':
      void host?.native?.closeWebView().catch(() => history.back());
      return;
    case 'navigateBack':
      void host?.miniProgram?.navigateBack();
      return;
    default:
      history.back();
  }
}
