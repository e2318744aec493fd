// The floor of a data screen: the same page as RowsScreen, but its 20 rows come from one JSON
// request that its route (main.ts) starts beside this chunk, as the product's key screens fetch
// their first page.
import { rowsPage } from './RowsScreen';

export interface Row {
  uuid: string;
  tranTime: string;
  tradeType: string;
  amount: number;
}

/** The page of `rows`, which arrive with this chunk: the screen is drawn once, with its data. */
export function DataRowsScreen({ rows }: { rows: readonly Row[] }) {
  return rowsPage(
    rows.map((row) => ({
      key: row.uuid,
      text: `${row.tradeType} ${row.tranTime} ¥${row.amount.toFixed(2)}`,
    })),
  );
}
