// The list's rows grouped by day: a header before each day's trades carrying the whole day's
// subtotal, which the server sends per page (`days`) and the pages merge (a day can span two pages).
import type { DaySubtotal, TransactionRecord } from '@merchant-h5/sdk';

export type TransactionEntry =
  { kind: 'day'; date: string; subtotal?: DaySubtotal } | { kind: 'trade'; record: TransactionRecord };

interface RecordsPage {
  list: readonly TransactionRecord[];
  days?: readonly DaySubtotal[];
}

/**
 * @example
 * groupByDay(query.data?.pages ?? []) // [{ kind: 'day', date: '20261123', subtotal }, { kind: 'trade', record }, …]
 */
export function groupByDay(pages: readonly RecordsPage[]): TransactionEntry[] {
  const subtotals = new Map<string, DaySubtotal>();
  for (const page of pages) for (const day of page.days ?? []) subtotals.set(day.date, day);
  const entries: TransactionEntry[] = [];
  let current: string | undefined;
  for (const page of pages) {
    for (const record of page.list) {
      if (record.tranDt !== current) {
        current = record.tranDt;
        entries.push({ kind: 'day', date: current, subtotal: subtotals.get(current) });
      }
      entries.push({ kind: 'trade', record });
    }
  }
  return entries;
}
