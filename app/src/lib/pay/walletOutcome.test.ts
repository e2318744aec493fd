import { describe, expect, it } from 'vitest';
import { CANCELLED_TEXT, notPaidText, walletOutcome } from './walletOutcome';

describe('walletOutcome', () => {
  it.each([
    ['9000', 'paid'],
    ['8000', 'pending'],
    ['6004', 'pending'],
    ['6001', 'cancelled'],
    ['4000', 'failed'],
    ['6002', 'failed'],
    ['', 'failed'],
  ])('%s → %s', (code, outcome) => {
    expect(walletOutcome(code)).toBe(outcome);
  });

  it('says nothing was charged when the payment did not go through', () => {
    expect(notPaidText('cancelled', '用户中途取消')).toBe(CANCELLED_TEXT);
    expect(notPaidText('failed', '订单支付失败')).toBe('支付未完成：订单支付失败，未扣款，请重试');
  });
});
