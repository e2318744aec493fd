// The daily reconciliation through the real gateway: a past day's successful trades summed (fees
// taken off for the settlement), today's figures marked 对账中, a day to come refused.
import { describe, expect, it } from 'vitest';
import { DAY_MS, ymd } from '../../../state/clock';
import { getSession, sessionState } from '../../../state/session';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite();
const { call, clock } = suite;

describe('reconcil', () => {
  it('sums a past day’s successful trades as reconciled, yesterday when no day is asked', async () => {
    const yesterday = ymd(clock.now - DAY_MS);
    const answer = (await call('rec', 'reconcil')).data;
    const trades = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, 'rec')).transactions.filter(
      (t) => t.tranDt === yesterday && t.status === '00',
    );
    const amount = trades.reduce((sum, t) => sum + t.amount, 0);
    const fee = trades.reduce((sum, t) => sum + t.fee, 0);
    expect(answer).toMatchObject({
      date: yesterday,
      tradeCount: trades.length,
      status: '1',
      statusName: '已对账',
    });
    expect(answer.tradeAmount).toBeCloseTo(amount, 2);
    expect(answer.settleAmount).toBeCloseTo(amount - fee, 2);
  });

  it('marks today’s figures 对账中 and refuses a day to come', async () => {
    const today = (await call('rec-today', 'reconcil', { date: ymd(clock.now) })).data;
    expect(today).toMatchObject({ status: '0', statusName: '对账中，次日完成' });
    const later = await call('rec-today', 'reconcil', { date: ymd(clock.now + DAY_MS) });
    expect(later.code).toBe('1001');
    expect((await call('rec-today', 'reconcil', { date: '2026-11-01' })).code).toBe('1001');
  });
});
