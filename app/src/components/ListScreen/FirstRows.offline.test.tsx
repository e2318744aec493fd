// The virtualizer's code never arrives (the connection dropped while it downloaded): the list stays
// the plain rows of FirstRows, and still grows a page at a time as the merchant scrolls.
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EveryRowInView, items, observeWith, source } from '../../testing/listScreen';
import { renderWithStore } from '../../testing/renderWithStore';
import { ListScreen } from './ListScreen';
import { loadVirtualRows } from './useVirtualRows';

vi.mock('./VirtualRows', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a list whose virtualizer never arrives', () => {
  it('keeps every loaded row on the screen and asks for the next page near the end', async () => {
    await expect(loadVirtualRows()).rejects.toThrow();
    observeWith(EveryRowInView);
    const loadMore = vi.fn();
    let showRows: (n: number) => void = () => undefined;
    function List() {
      const [count, setCount] = useState(20);
      showRows = setCount;
      return (
        <ListScreen
          label="测试列表"
          source={source({ items: items(count), hasMore: true, loadMore })}
          rowHeight={132}
          rowKey={(item) => item.id}
          renderRow={(item) => <span>{item.name}</span>}
        />
      );
    }
    renderWithStore(<List />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // The fetch was asked for after the first paint, failed, and the rows stayed.
    expect(screen.getByRole('list', { name: '测试列表' }).getAttribute('data-rows')).toBe('first');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(loadMore).toHaveBeenCalledTimes(1);
    // The next page arrives: forty rows, and the row five before the new last asks for a third.
    await act(async () => showRows(40));
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
