// A list's rows before the virtualizer's code has arrived, and the hand-over to it. A file of its
// own: the virtualizer is fetched once per module registry, and here it has not been yet.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { EveryRowInView, items, observeWith, renderList, source } from '../../testing/listScreen';
import { placeRows } from './FirstRows';
import { ListRows } from './ListRows';

/** Each row's place, as the DOM has it. */
const places = () =>
  screen.getAllByRole('listitem').map((row) => ({
    index: row.getAttribute('aria-posinset'),
    height: row.style.height,
    transform: row.style.transform,
    text: row.textContent,
  }));

describe("a list's rows before the virtualizer", () => {
  it('places every row at its fixed height, one after another, and sizes the list for all', () => {
    // A day header (72 design px) above its trades (132), 50 px per 100 design px: 36 and 66 CSS px.
    const list = [{ id: 'day', name: '' }, ...items(3)];
    expect(placeRows(list, (item) => (item.id === 'day' ? 72 : 132), 50)).toEqual({
      rows: [
        { index: 0, start: 0, size: 36 },
        { index: 1, start: 36, size: 66 },
        { index: 2, start: 102, size: 66 },
        { index: 3, start: 168, size: 66 },
      ],
      total: 234,
    });
    expect(placeRows([], 132, 50)).toEqual({ rows: [], total: 0 });
  });

  it('given onNearEnd, asks for the next page when the row five before the last comes into view', () => {
    const observed: string[] = [];
    observeWith(
      class extends EveryRowInView {
        override observe(target: Element) {
          observed.push(target.getAttribute('data-row-index') ?? '');
          super.observe(target);
        }
      },
    );
    const onNearEnd = vi.fn();
    const rows = (nearEnd?: () => void) => (
      <ListRows
        items={items(20)}
        rowKey={(item) => item.id}
        renderRow={(item) => <span>{item.name}</span>}
        rowHeight={132}
        label="测试列表"
        scroller={null}
        VirtualRows={null}
        onPainted={() => undefined}
        onNearEnd={nearEnd}
      />
    );
    const { rerender } = render(rows());
    // Without it (the virtualizer on its way), no row is watched.
    expect(observed).toEqual([]);
    rerender(rows(onNearEnd));
    // Rows 0–19: the one PREFETCH_ROWS (5) before the last is row 14.
    expect(observed).toEqual(['14']);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });

  it('shows the rows before the virtualizer, which then takes over with the rows on the screen where they were', async () => {
    const { container } = renderList(source({ items: items(40), hasMore: true }));
    const list = screen.getByRole('list', { name: '测试列表' });
    expect(list.getAttribute('data-rows')).toBe('first');
    await expectNoA11yViolations(container);
    const first = places();
    expect(first).toHaveLength(40);
    expect(first[1]).toEqual({ index: '2', height: '66px', transform: 'translateY(66px)', text: '第2条' });
    expect(list.style.height).toBe(`${40 * 66}px`);
    expect(screen.getByRole('link', { name: '第1条' }).getAttribute('href')).toBe('/detail/i0');

    await waitFor(() =>
      expect(screen.getByRole('list', { name: '测试列表' }).getAttribute('data-rows')).toBe('virtual'),
    );
    expect(screen.getByRole('list', { name: '测试列表' }).style.height).toBe(`${40 * 66}px`);
    // jsdom lays nothing out, so the virtualizer keeps a 667-px phone's screen (11 rows) and 2 more:
    // each of them where the first rows had it.
    const taken = places();
    expect(taken).toHaveLength(13);
    expect(taken).toEqual(first.slice(0, 13));
  });
});
