import { describe, expect, it } from 'vitest';
import { transaction } from '../testing/fixtures';
import { groupByDay } from './groupByDay';

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
    expect(entries.map((e) => (e.kind === 'day' ? e.date : e.record.uuid))).toEqual([
      '20261123',
      a.uuid,
      '20261122',
      b.uuid,
      c.uuid,
      '20261121',
      d.uuid,
    ]);
    expect(entries[2]).toEqual({ kind: 'day', date: '20261122', subtotal: day22 });
    // A day the server sent no subtotal for has a header all the same.
    expect(entries[5]).toEqual({ kind: 'day', date: '20261121', subtotal: undefined });
  });

  it('is empty for no pages', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
