// Vitest setup of the app project (jsdom): what antd-mobile and Testing Library expect of a browser.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { installAntdRender } from '../lib/ui/antdRender';
import { loadAntdFeedback } from '../lib/ui/antdFeedback';
import { inAct } from './inAct';

// findBy…/waitFor wait up to 3 s (default 1 s): on a shared 2-core machine a screen's first render
// with antd and axe can take longer than a second; a wrong state still fails, only later.
configure({ asyncUtilTimeout: 3000 });

// Tell React this is a test environment so state updates outside act() are checked.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;
// axe-core probes canvas for icon fonts; jsdom has none and would log "Not implemented" each time.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
Element.prototype.scrollTo ??= () => undefined;

// Toast and Dialog render into roots of their own: their updates run inside act() like the test's,
// except while Testing Library waits (findBy…, waitFor), when React expects no act() at all.
installAntdRender(inAct);

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

// The files of a worker share one jsdom window (isolate: false in ../../vitest.config.ts: a fresh
// window and module graph per file were two thirds of the project's time). What a file leaves on
// the page goes before the next one starts: antd's toasts and dialogs (their handlers would render
// the next file's toast into this file's detached container), the DOM, storage and the address.
// Then the next file imports the app's modules afresh, so no module state (a loaded chunk, a
// singleton toaster) carries over; the pre-bundled libraries stay loaded.
afterAll(async () => {
  // React's scheduler may still hold a task queued before the last cleanup: let it run.
  await new Promise<void>((resolve) => setTimeout(resolve, 20));
  const { Toast, Dialog } = await loadAntdFeedback();
  inAct(() => {
    Toast.clear();
    Dialog.clear();
  });
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});
