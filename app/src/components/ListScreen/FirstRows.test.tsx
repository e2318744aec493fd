// A list's first rows before the virtualizer's code has arrived, and the hand-over to it. A file of
// its own: the virtualizer is fetched once per module registry, and here it has not been yet.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { renderWithStore } from '../../testing/renderWithStore';
import { firstFrame } from './FirstRows';
import { ListScreen } from './ListScreen';

interface Item {
  id: string;
  name: string;
}

const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `i${i}`, name: `第${i + 1}条` }));

/** Each row's place, as the DOM has it. */
const places = () =>
  screen.getAllByRole('listitem').map((row) => ({
    index: row.getAttribute('aria-posinset'),
    height: row.style.height,
    transform: row.style.transform,
    text: row.textContent,
  }));

describe("a list's first rows", () => {
  it('places the rows on the screen and two beyond it, at their fixed heights, and sizes the list for all', () => {
    // A day header (72 design px) above its trades (132), 50 px per 100 design px: 36 and 66 CSS px.
    const list = [{ id: 'day', name: '' }, ...items(30)];
    const frame = firstFrame(list, (item) => (item.id === 'day' ? 72 : 132), 50, 300);
    expect(frame.total).toBe(36 + 30 * 66);
    expect(frame.rows.slice(0, 3)).toEqual([
      { index: 0, start: 0, size: 36 },
      { index: 1, start: 36, size: 66 },
      { index: 2, start: 102, size: 66 },
    ]);
    // Rows starting above 300 px: 0 (0), 1 (36), 2 (102), 3 (168), 4 (234); then two more.
    expect(frame.rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(firstFrame(items(3), 132, 50, 667).rows).toHaveLength(3);
    expect(firstFrame([], 132, 50, 667)).toEqual({ rows: [], total: 0 });
  });

  it('shows the first rows before the virtualizer, which then takes over with the same rows in the same places', async () => {
    const loadMore = vi.fn();
    const { container } = renderWithStore(
      <ListScreen
        label="测试列表"
        source={{
          items: items(5000),
          isLoading: false,
          hasMore: true,
          isFetchingMore: false,
          loadMore,
          refresh: async () => undefined,
          retry: () => undefined,
        }}
        rowHeight={132}
        rowKey={(item) => item.id}
        renderRow={(item) => <span>{item.name}</span>}
        rowHref={(item) => `/detail/${item.id}`}
      />,
    );
    const list = screen.getByRole('list', { name: '测试列表' });
    expect(list.getAttribute('data-rows')).toBe('first');
    await expectNoA11yViolations(container);
    // jsdom's screen has no height: a 667-px phone's, 66 px a row → 11 rows on it, 2 beyond.
    const first = places();
    expect(first).toHaveLength(13);
    expect(first[0]).toEqual({ index: '1', height: '66px', transform: 'translateY(0px)', text: '第1条' });
    expect(list.style.height).toBe(`${5000 * 66}px`);
    expect(screen.getByRole('link', { name: '第1条' }).getAttribute('href')).toBe('/detail/i0');
    // The first rows never ask for a page: the virtualizer does, when its last rows come into view.
    expect(loadMore).not.toHaveBeenCalled();

    await waitFor(() =>
      expect(screen.getByRole('list', { name: '测试列表' }).hasAttribute('data-rows')).toBe(false),
    );
    await act(async () => undefined);
    const taken = screen.getByRole('list', { name: '测试列表' });
    expect(taken.style.height).toBe(`${5000 * 66}px`);
    // The virtualizer's first frame is the first rows' frame: nothing moved, nothing came or went.
    expect(places()).toEqual(first);
  });
});
