// What the detail calls answer beyond a list row: a failed trade's reason, a refund's original, a
// withdrawal's progress times, and the bill months from this month back to the first trade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@merchant-h5/sdk';
import type { MonthBill, TransactionDetail, WithdrawalDetail } from '@merchant-h5/sdk';
import { getSession, sessionState } from '../../state/session';
import { callEndpoint, startSimulator, type RunningSimulator } from '../testing/harness';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const SESSION = 'record-details';

async function call<T>(name: EndpointName, options: { body?: Record<string, unknown> }) {
  const res = await callEndpoint(sim, endpoints[name], { session: SESSION, ...options });
  return (res.json as { data: T }).data;
}

function state() {
  return sessionState(sim.ctx, getSession(sim.ctx, SESSION));
}

describe('record details', () => {
  it('a failed payment says why; a successful one carries no reason', async () => {
    await call('transactionRecordList', { body: {} });
    const s = state();
    const failed = s.transactions.find((t) => t.status === '01')!;
    const detail = await call<TransactionDetail>('transactionRecordTradeDetail', {
      body: { uuid: failed.uuid, tranDt: failed.tranDt },
    });
    expect(detail.failReason).toMatch(/余额不足|发卡行拒绝交易|密码错误次数超限|卡片已过期/);
    const ok = s.transactions.find((t) => t.status === '00' && t.tradeType !== '04')!;
    const okDetail = await call<TransactionDetail>('transactionRecordTradeDetail', {
      body: { uuid: ok.uuid, tranDt: ok.tranDt },
    });
    expect(okDetail.failReason).toBeUndefined();
  });

  it('a refund names an earlier successful payment at least as large', async () => {
    const s = state();
    const refund = s.transactions.find((t) => t.tradeType === '04' && s.tradeNotes[t.uuid]?.origUuid)!;
    const detail = await call<TransactionDetail>('transactionRecordTradeDetail', {
      body: { uuid: refund.uuid, tranDt: refund.tranDt },
    });
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
    const detail = await call<WithdrawalDetail>('withdrawalDetail', { body: { uuid: done.uuid } });
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
    const bill = await call<MonthBill>('billQueryDetail', { body: { monthDate: '202611' } });
    const first = state().transactions.at(-1)!.tranDt.slice(0, 6);
    expect(bill.months[0]).toBe('202611');
    expect(bill.months.at(-1)).toBe(first);
    expect(bill.months).toEqual([...bill.months].sort().reverse());
  });
});
