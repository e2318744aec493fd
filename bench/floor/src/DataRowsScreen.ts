// The floor of a data screen: the same page as RowsScreen, but its 20 rows come from one JSON
// request that the route's loader starts beside this chunk, as the product's key screens fetch
// their first page.
import { useLoaderData } from 'react-router';
import { rowsPage } from './RowsScreen';

export interface Row {
  uuid: string;
  tranTime: string;
  tradeType: string;
  amount: number;
}

export function Component() {
  const { data } = useLoaderData() as { data: { list: Row[] } };
  return rowsPage(
    data.list.map((row) => ({
      key: row.uuid,
      text: `${row.tradeType} ${row.tranTime} ¥${row.amount.toFixed(2)}`,
    })),
  );
}
