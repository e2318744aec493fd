// The virtualizer's code is on its way and does not come (a weak network that neither delivers nor
// fails): the first rows ask for no page on their own, and once the merchant scrolls they load the
// next page themselves.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { EveryRowInView, items, observeWith, renderList, source } from '../../testing/listScreen';

vi.mock('./VirtualRows', () => new Promise(() => undefined));

describe('a list whose virtualizer is on its way', () => {
  it('asks for no page on its own, however short the first page, and loads the next once the merchant scrolls', async () => {
    const observed: Element[] = [];
    observeWith(
      class extends EveryRowInView {
        override observe(target: Element) {
          observed.push(target);
          super.observe(target);
        }
      },
    );
    const src = source({ items: items(3), hasMore: true });
    const { container } = renderList(src);
    await expectNoA11yViolations(container);
    // The fetch has been asked for (after the first paint) and is still pending.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('list', { name: '测试列表' }).getAttribute('data-rows')).toBe('first');
    expect(observed).toEqual([]);
    expect(src.loadMore).not.toHaveBeenCalled();

    fireEvent.scroll(container.querySelector('[data-list-scroller]')!);
    await waitFor(() => expect(src.loadMore).toHaveBeenCalledTimes(1));
    expect(observed.map((row) => row.getAttribute('data-row-index'))).toEqual(['0']);
  });
});
