import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settlePending } from './pendingActions';
import { useIdempotencyKey } from './useIdempotencyKey';

afterEach(() => sessionStorage.clear());

describe('useIdempotencyKey', () => {
  it('keeps the key for the same body; once answered, another body gets a new one', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current({ channel: 'alipay' });
    rerender();
    expect(result.current({ channel: 'alipay' })).toBe(first);
    settlePending(first);
    const other = result.current({ channel: 'unionpay' });
    expect(other).not.toBe(first);
    expect(result.current({ channel: 'unionpay' })).toBe(other);
  });

  it('keeps the key whatever the body while its answer is unknown', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current({ channel: 'alipay' });
    expect(result.current({ channel: 'unionpay' })).toBe(first);
  });

  it('two actions of one screen keep keys of their own', () => {
    const pay = renderHook(() => useIdempotencyKey('pay'));
    const refund = renderHook(() => useIdempotencyKey('refund'));
    expect(pay.result.current({})).not.toBe(refund.result.current({}));
  });
});
