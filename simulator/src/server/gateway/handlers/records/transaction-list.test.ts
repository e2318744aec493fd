// The transaction list's search, day subtotals and today's takings, answered from the session.
import { describe, expect, it } from 'vitest';
import type { EndpointBody, TransactionRecord } from '@merchant-h5/sdk';
import { ymd } from '../../../state/clock';
import { getSession, sessionState } from '../../../state/session';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { nextWorkingDay } from './transaction-list';

const suite = simulatorSuite();
const SESSION = 'transaction-list';
const RANGE = { startDate: '20260901', endDate: '20261122' };

// Paging left out where the default does (off the contract, which asks for pageNum and pageSize).
const list = (body: Partial<EndpointBody<'transactionRecordList'>>) =>
  suite.callOffContract(SESSION, 'transactionRecordList', body);

const trades = (): TransactionRecord[] =>
  sessionState(suite.sim.ctx, getSession(suite.sim.ctx, SESSION)).transactions;
const okSum = (ts: TransactionRecord[]) =>
  Math.round(ts.filter((t) => t.status === '00').reduce((s, t) => s + t.amount, 0) * 100) / 100;

describe('today’s takings', () => {
  it('counts every successful trade of the clock’s day, whatever the filter, arriving T+1', async () => {
    await list({}); // creates the session
    const today = trades().filter((t) => t.tranDt === ymd(TODAY));
    expect(today.length).toBeGreaterThan(0);
    const res = await list({ ...RANGE, startDate: '20261001', endDate: '20261002', tradeType: '01' });
    expect(res.data.today).toEqual({
      date: '20261122',
      count: today.filter((t) => t.status === '00').length,
      amount: okSum(today),
      settleCycle: 'T+1',
      // 22 November 2026 is a Sunday: the next working day is Monday the 23rd.
      expectedArrival: '20261123',
    });
  });

  it('T+1 skips the weekend', () => {
    expect(nextWorkingDay('20261119')).toBe('20261120'); // Thursday → Friday
    expect(nextWorkingDay('20261120')).toBe('20261123'); // Friday → Monday
    expect(nextWorkingDay('20261121')).toBe('20261123'); // Saturday → Monday
    expect(nextWorkingDay('20261231')).toBe('20270101'); // across the year
  });
});

describe('day subtotals', () => {
  it('gives each day of the page the whole day’s successful trades, not only the page’s rows', async () => {
    const res = await list({ ...RANGE, pageSize: 5, pageNum: 3 });
    const dates = [...new Set(res.data.list.map((t) => t.tranDt))];
    expect(res.data.days.map((d) => d.date)).toEqual(dates);
    for (const day of res.data.days) {
      const all = trades().filter((t) => t.tranDt === day.date);
      expect(all.length).toBeGreaterThan(res.data.list.filter((t) => t.tranDt === day.date).length - 1);
      expect(day).toEqual({
        date: day.date,
        count: all.filter((t) => t.status === '00').length,
        amount: okSum(all),
      });
    }
  });

  it('follows the trade type filter', async () => {
    const res = await list({ ...RANGE, tradeType: '02' });
    const day = res.data.days[0]!;
    const all = trades().filter((t) => t.tranDt === day.date && t.tradeType === '02');
    expect(day.count).toBe(all.filter((t) => t.status === '00').length);
  });
});

describe('search', () => {
  it('finds an amount typed with or without decimals', async () => {
    const target = trades().find((t) => t.tranDt >= RANGE.startDate && t.amount > 10)!;
    const yuan = Math.abs(target.amount);
    for (const keyword of [yuan.toFixed(2), String(yuan), `¥${yuan.toFixed(2)}`]) {
      const res = await list({ ...RANGE, keyword, pageSize: 100 });
      expect(res.code).toBe('200');
      expect(res.data.list.map((t) => t.uuid)).toContain(target.uuid);
      expect(res.data.list.every((t) => Math.abs(t.amount) === yuan)).toBe(true);
    }
  });

  it('finds a card by its last four digits and an order by its number', async () => {
    const card = trades().find((t) => t.cardNo && t.tranDt >= RANGE.startDate)!;
    const tail = card.cardNo.slice(-4);
    const byTail = await list({ ...RANGE, keyword: tail, pageSize: 100 });
    expect(byTail.data.list.map((t) => t.uuid)).toContain(card.uuid);
    expect(
      byTail.data.list.every((t) => t.cardNo.endsWith(tail) || Math.abs(t.amount) === Number(tail)),
    ).toBe(true);

    const byOrder = await list({ ...RANGE, keyword: card.orderNo.toLowerCase() });
    expect(byOrder.data.list.map((t) => t.uuid)).toEqual([card.uuid]);
    expect(byOrder.data.summary.count).toBeLessThanOrEqual(1);
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await list({ ...RANGE, keyword: 'O19990101000000' });
    expect(res.data).toMatchObject({ list: [], total: 0, days: [] });
  });

  it.each([['6222021234567890123'], ['x'.repeat(33)]])(
    'refuses the keyword %s with 1001',
    async (keyword) => {
      const res = await list({ ...RANGE, keyword });
      expect(res.code).toBe('1001');
      expect(res.msg).toContain('keyword');
    },
  );
});
