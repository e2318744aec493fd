import { describe, expect, it } from 'vitest';
import { msUntilExpiry, QR_ORDER_VALID_MS } from './codeExpiry';

const at = (iso: string) => Date.parse(iso);

describe('msUntilExpiry', () => {
  it('waits until the order expires (China Standard Time)', () => {
    expect(msUntilExpiry('2026-11-23 10:15:00', at('2026-11-23T02:05:00Z'))).toBe(600_000);
  });

  it('never waits past the validity, nor under a minute, nor trusts a clock that reads it past', () => {
    expect(msUntilExpiry('2026-11-23 12:00:00', at('2026-11-23T02:00:00Z'))).toBe(QR_ORDER_VALID_MS);
    expect(msUntilExpiry('2026-11-23 10:15:00', at('2026-11-23T02:14:59Z'))).toBe(60_000);
    expect(msUntilExpiry('2026-11-23 10:15:00', at('2026-11-23T03:00:00Z'))).toBe(QR_ORDER_VALID_MS);
    expect(msUntilExpiry('soon', at('2026-11-23T02:00:00Z'))).toBe(QR_ORDER_VALID_MS);
  });
});
