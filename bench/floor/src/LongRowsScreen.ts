// The floor of the long list (bench/lib/longList.ts, `/long`): the data floor's page of rows fetched
// again and again, 20 rows a request as the product's lists page, into one array, shown by the same
// virtualizer the product uses (@tanstack/react-virtual, fixed row heights, overscan 6) with a
// three-part row. No store, no envelope, no app: what scrolling 10,000 rows costs on this stack.
import { createElement as h, useCallback, useEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Row } from './DataRowsScreen';

const ROW_HEIGHT = 66;

export function LongRowsScreen() {
  const [rows, setRows] = useState<Row[]>([]);
  const loading = useRef(false);
  const scroller = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void fetch('/rows.json')
      .then((response) => response.json() as Promise<{ data: { list: Row[] } }>)
      .then(({ data }) => {
        loading.current = false;
        setRows((before) => [
          ...before,
          ...data.list.map((row, i) => ({ ...row, uuid: `${row.uuid}-${before.length + i}` })),
        ]);
      });
  }, []);
  useEffect(loadMore, [loadMore]);
  const keyOf = useCallback((index: number) => rows[index]!.uuid, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: keyOf,
    overscan: 6,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  useEffect(() => {
    if (rows.length > 0 && lastVisible >= rows.length - 6) loadMore();
  }, [lastVisible, rows.length, loadMore]);
  return h(
    'div',
    { ref: scroller, 'data-rows-loaded': rows.length, style: { height: '100vh', overflow: 'auto' } },
    h(
      'div',
      { role: 'list', style: { height: virtualizer.getTotalSize(), position: 'relative' } },
      items.map((item) => {
        const row = rows[item.index]!;
        return h(
          'div',
          {
            key: item.key,
            role: 'listitem',
            'data-row-index': item.index,
            style: {
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              height: item.size,
              transform: `translateY(${item.start}px)`,
            },
          },
          h('span', null, row.tradeType),
          h('span', null, row.tranTime),
          h('span', null, `¥${row.amount.toFixed(2)}`),
        );
      }),
    ),
  );
}
