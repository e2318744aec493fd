// What the ListScreen tests share: rows, a list source, the list rendered as a screen has it, and an
// IntersectionObserver that reports every observed row as in view (jsdom has none).
import { useState } from 'react';
import { onTestFinished, vi } from 'vitest';
import { ListScreen } from '../components/ListScreen/ListScreen';
import type { ListSource } from '../components/ListScreen/ListScreen';
import { renderWithStore } from './renderWithStore';

export interface Item {
  id: string;
  name: string;
}

export const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `i${i}`, name: `第${i + 1}条` }));

/** A settled source with no rows and no more to load, changed by `overrides`. */
export function source(overrides: Partial<ListSource<Item>> = {}): ListSource<Item> {
  return {
    items: [],
    isLoading: false,
    hasMore: false,
    isFetchingMore: false,
    loadMore: vi.fn(),
    refresh: vi.fn(async () => undefined),
    retry: vi.fn(),
    ...overrides,
  };
}

/** The list as a screen mounts it: 132 design px a row, each row a link to its detail. */
export function renderList(src: ListSource<Item>) {
  return renderWithStore(
    <ListScreen
      label="测试列表"
      source={src}
      rowHeight={132}
      rowKey={(item) => item.id}
      renderRow={(item) => <span>{item.name}</span>}
      rowHref={(item) => `/detail/${item.id}`}
    />,
  );
}

/**
 * The list with `count` rows from a source changed by `overrides`, and `showRows(n)` to change how
 * many it has, as a refresh or the next page does (call it inside `act`).
 *
 * @example const { container, showRows } = renderRowsOf(40); await act(async () => showRows(3));
 */
export function renderRowsOf(count: number, overrides: Partial<ListSource<Item>> = {}) {
  let setShown: (n: number) => void = () => undefined;
  function List() {
    const [shown, setCount] = useState(count);
    setShown = setCount;
    return (
      <ListScreen
        label="测试列表"
        source={source({ ...overrides, items: items(shown) })}
        rowHeight={132}
        rowKey={(item) => item.id}
        renderRow={(item) => <span>{item.name}</span>}
      />
    );
  }
  return { ...renderWithStore(<List />), showRows: (n: number) => setShown(n) };
}

/** Stands in for the browser's observer: reports each observed row as in view at once. */
export class EveryRowInView {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

/** Puts the test's observer in place for one test (call it in the test); the real one comes back after. */
export function observeWith(observer: new (report: IntersectionObserverCallback) => unknown) {
  const real = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = observer as typeof IntersectionObserver;
  onTestFinished(() => {
    globalThis.IntersectionObserver = real;
  });
}
