// The `/data` floor's screen, its page read through RTK Query's hook instead of handed by its route.
import { createElement as h } from 'react';
import { rowsPage } from '../src/RowsScreen';
import { useRowsQuery } from './rowsApi';

export function StoreRowsScreen() {
  const { data, isError } = useRowsQuery();
  if (isError) return h('p', { role: 'alert' }, '加载失败');
  if (!data) return h('p', { role: 'status' }, '加载中');
  return rowsPage(
    data.data.list.map((row) => ({
      key: row.uuid,
      text: `${row.tradeType} ${row.tranTime} ¥${row.amount.toFixed(2)}`,
    })),
  );
}
