// Notifications: a banner at the top that closes on its own, 1.5 s by default (docs/product.md §4/§9).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { NotificationBanner } from './NotificationBanner';

export const NOTIFICATION_DURATION = 1500;

export interface NotifyOptions {
  durationMs?: number;
  tone?: 'info' | 'success' | 'error';
}

export function createNotifier(doc: Document = document) {
  let root: Root | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const render = (node: ReturnType<typeof createElement> | null) => {
    if (!root) {
      const container = doc.createElement('div');
      container.className = 'mh-notification-host';
      doc.body.appendChild(container);
      root = createRoot(container);
    }
    const r = root;
    // Synchronous, so the banner is in the DOM when notify() returns (and tests on fake clocks see it).
    flushSync(() => r.render(node));
  };

  return {
    notify(content: string, { durationMs = NOTIFICATION_DURATION, tone = 'info' }: NotifyOptions = {}): void {
      clearTimeout(timer);
      render(createElement(NotificationBanner, { content, tone }));
      timer = setTimeout(() => render(null), durationMs);
    },
    close(): void {
      clearTimeout(timer);
      if (root) render(null);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

let pageNotifier: Notifier | undefined;
/** Shows a notification on the page (one at a time; a new one replaces the last). */
export function notify(content: string, options?: NotifyOptions): void {
  pageNotifier ??= createNotifier();
  pageNotifier.notify(content, options);
}
