import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { items, renderList, renderRowsOf, source } from '../../testing/listScreen';
import type { Item } from '../../testing/listScreen';
import { renderWithStore } from '../../testing/renderWithStore';
import { ListScreen } from './ListScreen';
import { loadVirtualRows } from './useVirtualRows';

// These are the virtualized rows' tests: their code is here before the first render, as on every
// list after the first (FirstRows.test.tsx has the first rows before it arrives).
beforeAll(async () => {
  await loadVirtualRows();
});

// jsdom lays nothing out: give the scroller a phone's viewport so the virtualizer has a window.
const VIEWPORT = 667;
let restore: () => void = () => undefined;
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-list-scroller') ? VIEWPORT : 0;
    },
  });
  restore = () => original && Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});
afterEach(() => restore());

describe('ListScreen', () => {
  it('shows rows as links, and keeps about a screenful of 5,000 rows in the DOM', async () => {
    const { container } = renderList(source({ items: items(5000), hasMore: true }));
    await expectNoA11yViolations(container);

    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByRole('list', { name: '测试列表' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '第1条' }).getAttribute('href')).toBe('/detail/i0');
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('5000');
  });

  it('renders other rows after scrolling, still bounded', async () => {
    const { container } = renderList(source({ items: items(5000), hasMore: true }));
    await expectNoA11yViolations(container);
    const scroller = container.querySelector<HTMLElement>('[data-list-scroller]')!;
    // 66 px rows at the fallback 50 px rem: row 2,000 starts at 132,000 px.
    // jsdom keeps scrollTop at 0: stand in for the browser's scroll position.
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 132_000 });
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 5000 * 66 });
    await act(async () => {
      fireEvent.scroll(scroller);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const indexes = screen.getAllByRole('listitem').map((row) => Number(row.getAttribute('data-row-index')));
    expect(indexes.length).toBeLessThan(60);
    expect(Math.min(...indexes)).toBeGreaterThan(1900);
    expect(screen.queryByText('第1条')).toBeNull();
    expect(screen.getByText('第2001条')).toBeTruthy();
  });

  it('lays out 10,000 rows once per page, not again on every scroll', async () => {
    const rowKey = vi.fn((item: Item) => item.id);
    const { container } = renderWithStore(
      <ListScreen
        label="测试列表"
        source={source({ items: items(10_000), hasMore: true })}
        rowHeight={132}
        rowKey={rowKey}
        renderRow={(item) => <span>{item.name}</span>}
      />,
    );
    const scroller = container.querySelector<HTMLElement>('[data-list-scroller]')!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 10_000 * 66 });
    rowKey.mockClear();
    for (const top of [6_600, 13_200, 19_800]) {
      await act(async () => {
        Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
        fireEvent.scroll(scroller);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    // The rows moved (three re-renders) without a key asked for each of the 10,000 rows again.
    expect(screen.getByText('第301条')).toBeTruthy();
    expect(rowKey.mock.calls.length).toBeLessThan(1_000);
  });

  it('renders only the rows that come into view when the list scrolls a little', async () => {
    const renderRow = vi.fn((item: Item) => <span>{item.name}</span>);
    const { container } = renderWithStore(
      <ListScreen
        label="测试列表"
        source={source({ items: items(200), hasMore: true })}
        rowHeight={132}
        rowKey={(item) => item.id}
        renderRow={renderRow}
      />,
    );
    const scroller = container.querySelector<HTMLElement>('[data-list-scroller]')!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 200 * 66 });
    renderRow.mockClear();
    // One row further down (66 px rows at the fallback 50 px rem).
    await act(async () => {
      Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 66 });
      fireEvent.scroll(scroller);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10);
    expect(renderRow.mock.calls.length).toBeGreaterThan(0);
    expect(renderRow.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('forces no layout on mount: the rows follow the size the ResizeObserver reports', async () => {
    let reads = 0;
    let height = VIEWPORT;
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        if (!this.hasAttribute('data-list-scroller')) return 0;
        reads += 1;
        return height;
      },
    });
    const reports: Array<() => void> = [];
    const Observer = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        reports.push(() => this.callback());
      }
      unobserve() {}
      disconnect() {}
    };
    const original = window.ResizeObserver;
    window.ResizeObserver = Observer as unknown as typeof ResizeObserver;
    try {
      renderList(source({ items: items(200), hasMore: true }));
      // Rendered and committed without reading the scroller's size (a synchronous layout).
      expect(reads).toBe(0);
      const before = screen.getAllByRole('listitem').length;
      // The browser has laid the screen out: the observer reports a scroller twice as tall.
      height = VIEWPORT * 2;
      await act(async () => reports.forEach((report) => report()));
      expect(reads).toBeGreaterThan(0);
      expect(screen.getAllByRole('listitem').length).toBeGreaterThan(before + 5);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it("renders a screenful of the phone's own height before the observer has reported", () => {
    const rowsFor = (screenHeight: number) => {
      const spy = vi.spyOn(window.screen, 'height', 'get').mockReturnValue(screenHeight);
      try {
        const { unmount } = renderList(source({ items: items(200), hasMore: true }));
        const count = screen.getAllByRole('listitem').length;
        unmount();
        return count;
      } finally {
        spy.mockRestore();
      }
    };
    // A tall phone (1,334 CSS px) gets rows down to its bottom in the first painted frame, not only
    // those of the 667-px fallback.
    expect(rowsFor(1334)).toBeGreaterThan(rowsFor(0) + 5);
  });

  it('asks for the next page when the last rows come into view, not before', async () => {
    const far = source({ items: items(200), hasMore: true });
    const { container, unmount } = renderList(far);
    await expectNoA11yViolations(container);
    expect(far.loadMore).not.toHaveBeenCalled();
    unmount();

    // A first page that fills the screen (20 rows of 66 px, ~10 on a 667-px screen): the rows
    // rendered below the fold do not count, the next page waits for a scroll.
    const full = source({ items: items(20), hasMore: true });
    const second = renderList(full);
    expect(full.loadMore).not.toHaveBeenCalled();
    second.unmount();

    const near = source({ items: items(8), hasMore: true });
    renderList(near);
    expect(near.loadMore).toHaveBeenCalledTimes(1);

    const done = source({ items: items(8), hasMore: false });
    renderList(done);
    expect(done.loadMore).not.toHaveBeenCalled();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows a skeleton while the first page loads', async () => {
    const { container } = renderList(source({ isLoading: true }));
    await expectNoA11yViolations(container);
    expect(screen.getByRole('status', { busy: true }).textContent).toContain('加载中');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says 暂无记录 when there is nothing', async () => {
    const { container } = renderList(source());
    await expectNoA11yViolations(container);
    expect(screen.getByText('暂无记录')).toBeTruthy();
  });

  it('shows the error message and retries on 重试', async () => {
    const src = source({ error: { kind: 'http', message: 'Internal Server Error', status: 500 } });
    const { container } = renderList(src);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('alert').textContent).toContain('Internal Server Error');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(src.retry).toHaveBeenCalledTimes(1);
  });

  it('keeps loaded rows when a next page fails, offering 重试 in the footer', async () => {
    const src = source({
      items: items(40),
      hasMore: true,
      error: { kind: 'network', message: '网络连接异常,请检查网络设置！' },
    });
    const { container } = renderList(src);
    await expectNoA11yViolations(container);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toContain('网络连接异常');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(src.loadMore).toHaveBeenCalledTimes(1);
  });

  it('puts the scroll position back when the merchant returns to the same history entry', async () => {
    const { container, router } = renderList(source({ items: items(200) }));
    await expectNoA11yViolations(container);
    const scroller = container.querySelector<HTMLElement>('[data-list-scroller]')!;
    scroller.scrollTop = 4000;
    fireEvent.scroll(scroller);
    await act(async () => router.navigate('/transaction/detail/i60/20261120'));
    scroller.scrollTop = 0;
    await act(async () => router.navigate(-1));
    expect(scroller.scrollTop).toBe(4000);
    expect(Number(screen.getAllByRole('listitem')[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(20);
  });

  it('shows only the rows it has when a refresh brings fewer than were loaded', async () => {
    const { container, showRows } = renderRowsOf(40);
    await expectNoA11yViolations(container);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10);
    // The virtualizer's last placement still holds rows 3 and on until it places the three rows.
    await act(async () => showRows(3));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list', { name: '测试列表' }).style.height).toBe(`${3 * 66}px`);
  });

  it('takes a height per item: a day header shorter than a row, and not a link', async () => {
    const list = [{ id: 'day', name: '11月23日' }, ...items(3)];
    const { container } = renderWithStore(
      <ListScreen
        label="测试列表"
        source={source({ items: list })}
        rowHeight={(item) => (item.id === 'day' ? 72 : 132)}
        rowKey={(item) => item.id}
        renderRow={(item) => <span>{item.name}</span>}
        rowHref={(item) => (item.id === 'day' ? undefined : `/detail/${item.id}`)}
      />,
    );
    await expectNoA11yViolations(container);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.style.height)).toEqual(['36px', '66px', '66px', '66px']);
    expect(rows[1]?.style.transform).toBe('translateY(36px)');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
