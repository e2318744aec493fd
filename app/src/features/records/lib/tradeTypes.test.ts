import { describe, expect, it } from 'vitest';
import { signedAmount, transactionOutcome, withdrawalOutcome } from './tradeTypes';

describe('amount outcomes', () => {
  it('a failed trade is failed whatever its type; a refund is refunded; the rest done', () => {
    expect(transactionOutcome({ status: '01', tradeType: '04' })).toBe('failed');
    expect(transactionOutcome({ status: '00', tradeType: '04' })).toBe('refunded');
    expect(transactionOutcome({ status: '00', tradeType: '02' })).toBe('done');
    expect(transactionOutcome({ status: '02', tradeType: '01' })).toBe('done');
  });

  it('a refund is negative whatever sign the server sent; other amounts stay as sent', () => {
    expect(signedAmount({ amount: 20, tradeType: '04' })).toBe(-20);
    expect(signedAmount({ amount: -20, tradeType: '04' })).toBe(-20);
    expect(signedAmount({ amount: 20, tradeType: '02' })).toBe(20);
  });

  it('only a failed withdrawal (02) differs', () => {
    expect(withdrawalOutcome('02')).toBe('failed');
    expect(withdrawalOutcome('00')).toBe('done');
    expect(withdrawalOutcome('01')).toBe('done');
  });
});
