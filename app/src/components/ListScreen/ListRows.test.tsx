// A tap across the virtualizer's takeover: the finger goes down on a first row and lifts once the
// virtualizer places the rows. A file of its own: the virtualizer is fetched once per module
// registry, and here it has not been yet.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { items, renderList, source } from '../../testing/listScreen';

describe("a list's rows when the virtualizer takes over", () => {
  it('keeps the very rows on the screen, so a tap begun on a first row still opens it', async () => {
    const { container, router } = renderList(source({ items: items(40), hasMore: true }));
    await expectNoA11yViolations(container);
    const list = screen.getByRole('list', { name: '测试列表' });
    expect(list.getAttribute('data-rows')).toBe('first');
    const row = screen.getAllByRole('listitem')[2]!;
    const link = screen.getByRole('link', { name: '第3条' });
    // The finger goes down before the virtualizer's code is here…
    fireEvent.pointerDown(link);

    await waitFor(() =>
      expect(screen.getByRole('list', { name: '测试列表' }).getAttribute('data-rows')).toBe('virtual'),
    );
    // …and the row it is on is the same element after the takeover, in the same list.
    expect(screen.getByRole('list', { name: '测试列表' })).toBe(list);
    expect(screen.getAllByRole('listitem')[2]).toBe(row);
    expect(screen.getByRole('link', { name: '第3条' })).toBe(link);
    expect(row.style.transform).toBe('translateY(132px)');

    // The finger lifts: the browser's click on that element reaches the row's link.
    fireEvent.pointerUp(link);
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/detail/i2');
  });
});
