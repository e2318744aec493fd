// jsdom lays out nothing and keeps scrollTop at 0: a list test stands in for the browser's scroll
// position, then fires the scroll the virtualizer listens to.
import { fireEvent } from '@testing-library/react';

/** @example scrollListTo(container.querySelector('[data-list-scroller]')!, 1000); */
export function scrollListTo(scroller: HTMLElement, top: number): void {
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(scroller);
}
