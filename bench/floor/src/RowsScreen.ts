// The floor's one screen: a title and 20 text rows, about what the product's list shows first.
import { createElement as h } from 'react';

/** The page both floors draw: a title and one text line per row. */
export function rowsPage(rows: ReadonlyArray<{ key: string; text: string }>) {
  return h(
    'main',
    null,
    h('h1', null, '交易记录'),
    h(
      'ul',
      null,
      rows.map((row) => h('li', { key: row.key }, row.text)),
    ),
  );
}

const rows = Array.from({ length: 20 }, (_, i) => ({
  key: String(i),
  text: `交易 ${String(i + 1).padStart(2, '0')} ¥${(((i * 7919) % 100_000) / 100).toFixed(2)}`,
}));

export function RowsScreen() {
  return rowsPage(rows);
}
