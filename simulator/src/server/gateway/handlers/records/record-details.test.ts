// What the detail calls answer beyond a list row: a failed trade's reason, a refund's original, a
// withdrawal's progress times, and the bill months from this month back to the first trade.
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '@merchant-h5/sdk';
import { getSession, sessionState } from '../../../state/session';
import { simulatorSuite, type CallBody } from '../../testing/suite';

const suite = simulatorSuite();
const SESSION = 'record-details';

const call = async <N extends EndpointName>(name: N, body: CallBody<N>) =>
  (await suite.call(SESSION, name, body)).data;

function state() {
  return sessionState(suite.sim.ctx, getSession(suite.sim.ctx, SESSION));
}

describe('record details', () => {
  it('a failed payment says why; a successful one carries no reason', async () => {
    await call('transactionRecordList', {
      pageNum: 1,
      pageSize: 20,
      startDate: '20261101',
      endDate: '20261130',
    });
    const s = state();
    const failed = s.transactions.find((t) => t.status === '01')!;
    const detail = await call('transactionRecordTradeDetail', { uuid: failed.uuid, tranDt: failed.tranDt });
    expect(detail.failReason).toMatch(/余额不足|发卡行拒绝交易|密码错误次数超限|卡片已过期/);
    const ok = s.transactions.find((t) => t.status === '00' && t.tradeType !== '04')!;
    const okDetail = await call('transactionRecordTradeDetail', { uuid: ok.uuid, tranDt: ok.tranDt });
    expect(okDetail.failReason).toBeUndefined();
  });

  it('a refund names an earlier successful payment at least as large', async () => {
    const s = state();
    const refund = s.transactions.find((t) => t.tradeType === '04' && s.tradeNotes[t.uuid]?.origUuid)!;
    const detail = await call('transactionRecordTradeDetail', { uuid: refund.uuid, tranDt: refund.tranDt });
    const orig = s.transactions.find((t) => t.uuid === detail.origUuid)!;
    expect(orig.tranDt).toBe(detail.origTranDt);
    expect(orig.status).toBe('00');
    expect(orig.tradeType).not.toBe('04');
    expect(orig.amount).toBeGreaterThanOrEqual(-refund.amount);
    expect(`${orig.tranDt}${orig.tranTime}` <= `${refund.tranDt}${refund.tranTime}`).toBe(true);
  });

  it('a paid-out withdrawal has its processing and arrival times; a failed one no arrival', async () => {
    const s = state();
    const done = s.withdrawals.find((w) => w.status === '00')!;
    const detail = await call('withdrawalDetail', { uuid: done.uuid });
    expect(detail.processTime! > detail.applyTime).toBe(true);
    expect(detail.arrivalTime! >= detail.processTime!).toBe(true);
    // Arrival is T+1: the newest is still with the bank, its processing time known, no arrival.
    expect(s.withdrawals[0]).toMatchObject({ status: '01', statusName: '处理中' });
    expect(s.withdrawals[0]!.processTime).toBeTruthy();
    expect(s.withdrawals[0]!.arrivalTime).toBeUndefined();
    for (const w of s.withdrawals.filter((x) => x.status === '02')) {
      expect(w.arrivalTime).toBeUndefined();
      expect(w.failReason).toBeTruthy();
    }
  });

  it('the bill offers this month back to the first month with trades', async () => {
    const bill = await call('billQueryDetail', { monthDate: '202611' });
    const first = state().transactions.at(-1)!.tranDt.slice(0, 6);
    expect(bill.months[0]).toBe('202611');
    expect(bill.months.at(-1)).toBe(first);
    expect(bill.months).toEqual([...bill.months].sort().reverse());
  });
});
