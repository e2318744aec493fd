import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './useIdempotencyKey';

describe('useIdempotencyKey', () => {
  it('keeps the key for the same body and makes a new one for another body', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current({ channel: 'alipay' });
    rerender();
    expect(result.current({ channel: 'alipay' })).toBe(first);
    const other = result.current({ channel: 'unionpay' });
    expect(other).not.toBe(first);
    expect(result.current({ channel: 'unionpay' })).toBe(other);
    expect(result.current({ channel: 'alipay' })).not.toBe(first);
  });
});
