import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOLD_AFTER, FOLD_SPARE, useHeaderFold } from './useHeaderFold';

/** A scroller jsdom can measure: its heights as given, its scrollTop as set. */
function scroller(scrollHeight: number, clientHeight = 400) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'scrollHeight', { value: scrollHeight });
  Object.defineProperty(el, 'clientHeight', { value: clientHeight });
  return el;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function scrollTo(el: HTMLElement, top: number) {
  el.scrollTop = top;
  el.dispatchEvent(new Event('scroll'));
  await act(frame);
}

describe('useHeaderFold', () => {
  it('folds past the threshold and unfolds back at the top', async () => {
    const el = scroller(5000);
    const { result } = renderHook(() => useHeaderFold(el));
    expect(result.current).toBe(false);
    await scrollTo(el, FOLD_AFTER - 1);
    expect(result.current).toBe(false);
    await scrollTo(el, FOLD_AFTER + 1);
    expect(result.current).toBe(true);
    // Between the two thresholds it stays as it was.
    await scrollTo(el, 20);
    expect(result.current).toBe(true);
    await scrollTo(el, 0);
    expect(result.current).toBe(false);
  });

  it('never folds a list too short to stay scrollable without its header', async () => {
    const el = scroller(400 + FOLD_SPARE);
    const { result } = renderHook(() => useHeaderFold(el));
    await scrollTo(el, FOLD_AFTER + 100);
    expect(result.current).toBe(false);
  });
});
