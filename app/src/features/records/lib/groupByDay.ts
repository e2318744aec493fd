// The list's rows grouped by day: a header before each day's trades carrying the whole day's
// subtotal, which the server sends per page (`days`) and the pages merge (a day can span two pages).
import type { DaySubtotal, TransactionRecord } from '@merchant-h5/sdk';

export type TransactionEntry =
  { kind: 'day'; date: string; subtotal?: DaySubtotal } | { kind: 'trade'; record: TransactionRecord };

interface RecordsPage {
  list: readonly TransactionRecord[];
  days?: readonly DaySubtotal[];
}

/** A page's entries, kept while the pages before it end on the same day and its days' subtotals hold. */
interface PageEntries {
  after: string | undefined;
  entries: TransactionEntry[];
}
const byPage = new WeakMap<RecordsPage, PageEntries>();

function pageEntries(
  page: RecordsPage,
  after: string | undefined,
  subtotals: ReadonlyMap<string, DaySubtotal>,
): TransactionEntry[] {
  const kept = byPage.get(page);
  if (
    kept !== undefined &&
    kept.after === after &&
    kept.entries.every((e) => e.kind === 'trade' || e.subtotal === subtotals.get(e.date))
  )
    return kept.entries;
  const entries: TransactionEntry[] = [];
  let current = after;
  for (const record of page.list) {
    if (record.tranDt !== current) {
      current = record.tranDt;
      entries.push({ kind: 'day', date: current, subtotal: subtotals.get(current) });
    }
    entries.push({ kind: 'trade', record });
  }
  byPage.set(page, { after, entries });
  return entries;
}

/**
 * Each page's entries are built once (a cached page is a frozen query result): a page arriving
 * while the merchant scrolls costs its own rows, not every loaded row again.
 *
 * @example
 * groupByDay(query.data?.pages ?? []) // [{ kind: 'day', date: '20261123', subtotal }, { kind: 'trade', record }, …]
 */
export function groupByDay(pages: readonly RecordsPage[]): TransactionEntry[] {
  const subtotals = new Map<string, DaySubtotal>();
  for (const page of pages) for (const day of page.days ?? []) subtotals.set(day.date, day);
  const entries: TransactionEntry[] = [];
  let current: string | undefined;
  for (const page of pages) {
    for (const entry of pageEntries(page, current, subtotals)) entries.push(entry);
    current = page.list[page.list.length - 1]?.tranDt ?? current;
  }
  return entries;
}
