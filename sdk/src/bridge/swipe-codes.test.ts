import { describe, expect, it } from 'vitest';
import { SWIPE_CODES, swipeCodeOf } from './swipe-codes';

describe('swipeCodeOf', () => {
  it("reads '0000' as paid, a decline as declined and a read error or a cancel as a retry", () => {
    expect(swipeCodeOf('0000').outcome).toBe('paid');
    expect(swipeCodeOf('1001')).toEqual(SWIPE_CODES['1001']);
    expect(swipeCodeOf('1001').outcome).toBe('declined');
    expect(swipeCodeOf('2001').outcome).toBe('retry');
    expect(swipeCodeOf('3001').text).toBe('已取消刷卡，未扣款');
  });

  it('answers a code it does not know as a retry naming the code, never as paid', () => {
    expect(swipeCodeOf('E42')).toEqual({ outcome: 'retry', text: '刷卡未完成（E42），未扣款，请重试' });
    expect(swipeCodeOf('toString').outcome).toBe('retry');
  });
});
