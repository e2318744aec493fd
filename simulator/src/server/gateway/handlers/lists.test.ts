// Lists honour pageNum/pageSize (default 20, max 100), startDate/endDate and type filters.
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '@merchant-h5/sdk';
import { getSession, sessionState } from '../../state/session';
import { simulatorSuite, type CallBody } from '../testing/suite';

const suite = simulatorSuite();

// Paging left out on purpose: these tests prove the server's defaults (off the contract, which
// asks for pageNum and pageSize), each field still named as the catalogue names it.
const page = <N extends EndpointName>(name: N, body: Partial<CallBody<N>>) =>
  suite.callOffContract('lists', name, body);

describe('transaction records', () => {
  it('pages with default size 20 and caps the size at 100', async () => {
    const first = await page('transactionRecordList', {});
    expect(first.data).toMatchObject({ pageNum: 1, pageSize: 20, total: 1339, hasMore: true });
    expect(first.data.list).toHaveLength(20);
    const big = await page('transactionRecordList', { pageSize: 500 });
    expect(big.data.list).toHaveLength(100);
    const last = await page('transactionRecordList', { pageNum: 14, pageSize: 100 });
    expect(last.data).toMatchObject({ hasMore: false });
    expect(last.data.list).toHaveLength(39);
    const second = await page('transactionRecordList', { pageNum: 2 });
    expect(second.data.list[0]!.uuid).not.toBe(first.data.list[0]!.uuid);
  });

  it('filters by date range and trade type, with totals for the filter', async () => {
    const state = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, 'lists'));
    const expected = state.transactions.filter(
      (t) => t.tranDt >= '20261001' && t.tranDt <= '20261031' && t.tradeType === '01',
    );
    const res = await page('transactionRecordList', {
      startDate: '20261001',
      endDate: '20261031',
      tradeType: '01',
      pageSize: 100,
    });
    expect(res.data.total).toBe(expected.length);
    expect(res.data.list.every((t) => t.tradeType === '01' && t.tranDt.startsWith('202610'))).toBe(true);
  });

  it.each([
    [{ startDate: '2026-10-01' }, 'startDate'],
    [{ startDate: '20261032' }, 'startDate'],
    [{ startDate: '20261101', endDate: '20261001' }, 'startDate 不能晚于 endDate'],
    [{ pageNum: 0 }, 'pageNum'],
    [{ pageSize: 'many' }, 'pageSize'],
    [{ tradeType: '99' }, 'tradeType'],
  ])('refuses %j with 1001', async (body, mention) => {
    const res = await suite.callOffContract('lists', 'transactionRecordList', body);
    expect(res.code).toBe('1001');
    expect(res.msg).toContain(mention);
  });
});

describe('other lists', () => {
  it('withdrawals by date range', async () => {
    const res = await page('withdrawalList', {
      startDate: '20261101',
      endDate: '20261110',
    });
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.list.every((w) => w.applyTime >= '2026-11-01' && w.applyTime < '2026-11-11')).toBe(true);
  });

  it('point bill by type and date', async () => {
    const all = await page('integralBill', { pageSize: 100 });
    const spent = await page('integralBill', { tradeType: '02', pageSize: 100 });
    expect(spent.data.list.every((e) => e.type === '02')).toBe(true);
    expect(spent.data.total).toBeLessThan(all.data.total);
    const november = await page('integralBill', { startDate: '20261101', pageSize: 100 });
    expect(november.data.list.every((e) => e.date >= '20261101')).toBe(true);
  });

  it('messages by type and page', async () => {
    const res = await page('appMessageQuery', { type: '02', pageSize: 5 });
    expect(res.data.list.length).toBeLessThanOrEqual(5);
    expect(res.data.list.every((m) => m.type === '02')).toBe(true);
  });
});
