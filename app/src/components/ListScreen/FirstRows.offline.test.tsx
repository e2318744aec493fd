// The virtualizer's code never arrives (the connection dropped while it downloaded): the list stays
// the plain rows of FirstRows, and still grows a page at a time as the merchant scrolls.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { EveryRowInView, observeWith, renderRowsOf } from '../../testing/listScreen';
import { ASK_AGAIN_AFTER_MS } from './useVirtualRows';

const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('./VirtualRows', () => {
  fetches.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a list whose virtualizer never arrives', () => {
  it('keeps every loaded row on the screen, asks for the next page near the end, and asks for the code again only now and then', async () => {
    observeWith(EveryRowInView);
    const loadMore = vi.fn();
    const { container, showRows } = renderRowsOf(20, { hasMore: true, loadMore });
    await expectNoA11yViolations(container);
    // The fetch was asked for after the first paint and failed; the rows stayed and ask for page 2.
    await waitFor(() => expect(loadMore).toHaveBeenCalledTimes(1));
    expect(fetches.count).toBe(1);
    expect(screen.getByRole('list', { name: '测试列表' }).getAttribute('data-rows')).toBe('first');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    // The next page arrives: forty rows, and the row five before the new last asks for a third.
    await act(async () => showRows(40));
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(loadMore).toHaveBeenCalledTimes(2);
    // Scrolling right after the failure does not ask for the code at every event.
    const scroller = container.querySelector('[data-list-scroller]')!;
    for (let i = 0; i < 5; i++) {
      fireEvent.scroll(scroller);
      // Long enough for an ask to fail and the next scroll to be free to ask again.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(fetches.count).toBe(1);
    // Later, a scroll asks once more.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + ASK_AGAIN_AFTER_MS + 1);
    try {
      fireEvent.scroll(scroller);
      fireEvent.scroll(scroller);
      await waitFor(() => expect(fetches.count).toBe(2));
    } finally {
      clock.mockRestore();
    }
  });
});
