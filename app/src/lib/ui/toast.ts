// Toasts of docs/product.md §4/§9: 3 s short, 8 s long; the loading toast says '请稍后' until hidden.
import type Toast from 'antd-mobile/es/components/toast';
import { loadAntdFeedback } from './antdFeedback';
import { createAnnouncer } from './announce';
import { LOADING_TEXT } from './texts';

export const TOAST_DURATION = { short: 3000, long: 8000 } as const;
export type ToastLength = keyof typeof TOAST_DURATION;

type ToastApi = Pick<typeof Toast, 'show' | 'clear'>;

/**
 * antd-mobile shows one toast at a time, so a message toast replaces the loading toast. The
 * toaster remembers which one is up, so hiding the loading toast never swallows a message.
 * Calls run in order even while antd-mobile's Toast is still loading.
 */
export function createToaster(
  toast: () => Promise<ToastApi> = () => loadAntdFeedback().then((m) => m.Toast),
  announce: (message: string) => void = createAnnouncer(),
) {
  let loading = false;
  let queue: Promise<unknown> = Promise.resolve();
  const run = (fn: (t: ToastApi) => void) => {
    queue = queue.then(toast).then(fn, () => undefined);
  };
  return {
    show(content: string, length: ToastLength = 'short'): void {
      loading = false;
      announce(content);
      run((t) => t.show({ content, duration: TOAST_DURATION[length] }));
    },
    showLoading(content: string = LOADING_TEXT): void {
      loading = true;
      announce(content);
      run((t) => t.show({ icon: 'loading', content, duration: 0, maskClickable: false }));
    },
    hideLoading(): void {
      if (!loading) return;
      loading = false;
      // The live region would otherwise go on saying 请稍后 to a screen reader after the wait is over.
      announce('');
      run((t) => t.clear());
    },
    get loading(): boolean {
      return loading;
    },
    /** Resolves once every call so far has reached antd-mobile (tests). */
    settled: (): Promise<void> => queue.then(() => undefined),
  };
}

export type Toaster = ReturnType<typeof createToaster>;

/** The page's toaster. */
export const toaster = createToaster();
export const showToast = (content: string, length?: ToastLength) => toaster.show(content, length);
export const showLoading = (content?: string) => toaster.showLoading(content);
export const hideLoading = () => toaster.hideLoading();
