import { describe, expect, it } from 'vitest';
import { transaction } from '../testing/fixtures';
import { groupByDay } from './groupByDay';
import type { TransactionEntry } from './groupByDay';

/** The entries in order: a day's header by its date, a trade by its uuid. */
const order = (entries: TransactionEntry[]) =>
  entries.map((e) => (e.kind === 'day' ? e.date : e.record.uuid));

describe('groupByDay', () => {
  it('puts one header before each day, with the subtotal of whichever page sent it', () => {
    const a = transaction(1, { tranDt: '20261123' });
    const b = transaction(2, { tranDt: '20261122' });
    const c = transaction(3, { tranDt: '20261122' });
    const d = transaction(4, { tranDt: '20261121' });
    const day22 = { date: '20261122', count: 9, amount: 900 };
    const entries = groupByDay([
      { list: [a, b], days: [{ date: '20261123', count: 1, amount: 101 }, day22] },
      // The 22nd goes on over the page break: no second header.
      { list: [c, d], days: [day22] },
    ]);
    expect(order(entries)).toEqual(['20261123', a.uuid, '20261122', b.uuid, c.uuid, '20261121', d.uuid]);
    expect(entries[2]).toEqual({ kind: 'day', date: '20261122', subtotal: day22 });
    // A day the server sent no subtotal for has a header all the same.
    expect(entries[5]).toEqual({ kind: 'day', date: '20261121', subtotal: undefined });
  });

  it('builds a page once: the next page reuses the rows before it, and a subtotal sent later still shows', () => {
    const a = transaction(1, { tranDt: '20261123' });
    const b = transaction(2, { tranDt: '20261122' });
    const c = transaction(3, { tranDt: '20261122' });
    const d = transaction(4, { tranDt: '20261121' });
    const day23 = { date: '20261123', count: 1, amount: 100 };
    const day22 = { date: '20261122', count: 2, amount: 200 };
    const first = { list: [a, b], days: [day23, day22] };
    const before = groupByDay([first]);
    const second = { list: [c, d] };
    const after = groupByDay([first, second]);
    expect(after.slice(0, 4)).toEqual(before);
    after.slice(0, 4).forEach((entry, i) => expect(entry).toBe(before[i]));
    expect(order(after)).toEqual(['20261123', a.uuid, '20261122', b.uuid, c.uuid, '20261121', d.uuid]);
    // The 21st's subtotal comes with a later page: its header is built again with it.
    const day21 = { date: '20261121', count: 1, amount: 10 };
    const later = groupByDay([first, second, { list: [], days: [day21] }]);
    expect(later[5]).toEqual({ kind: 'day', date: '20261121', subtotal: day21 });
  });

  it('is empty for no pages', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
