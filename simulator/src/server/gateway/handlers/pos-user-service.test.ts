// pos-user-service answers keep the shapes the SDK declares: an update cannot rewrite what the
// simulator owns, and a switch is only one the merchant has.
import { describe, expect, it } from 'vitest';
import { simulatorSuite } from '../testing/suite';

const { call } = simulatorSuite();

// The touch merchants' and the credit card reservation's tests are beside their handlers
// (certification/touch.test.ts, creditCard/virtual-credit-card.test.ts).

describe('switches', () => {
  it('switchGet answers one switch by key and 1004 for a key that is not a switch', async () => {
    const s = 'pus-switch';
    expect((await call(s, 'switchGet', { key: 'voiceBroadcast' })).data).toEqual({
      key: 'voiceBroadcast',
      value: '1',
    });
    expect((await call(s, 'switchGet', { key: 'toString' })).code).toBe('1004');
  });
});
