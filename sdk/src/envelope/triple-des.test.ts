import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, isEnvelopeError } from './envelope-error';
import { tripleDesDecrypt, tripleDesEncrypt } from './triple-des';
import { text } from './testing/arbitraries';
import { devTripleDesSecret, propertySeed } from './testing/dev-keys';
import { nodeTripleDesEncrypt } from './testing/server-side';

describe('tripleDesEncrypt / tripleDesDecrypt', () => {
  it('is DES-EDE3-ECB/PKCS#7 keyed by the 24 UTF-8 bytes of the secret (node:crypto agrees)', () => {
    const aesKey = '0123456789abcdef0123456789abcdef';
    expect(devTripleDesSecret).toHaveLength(24);
    expect(tripleDesEncrypt(aesKey, devTripleDesSecret)).toBe(
      nodeTripleDesEncrypt(aesKey, devTripleDesSecret),
    );
    expect(tripleDesDecrypt(nodeTripleDesEncrypt(aesKey, devTripleDesSecret), devTripleDesSecret)).toBe(
      aesKey,
    );
  });

  it('round-trips any text and agrees with node:crypto (property)', () => {
    const seed = propertySeed('3des');
    fc.assert(
      fc.property(text(200), (plain) => {
        const sealed = tripleDesEncrypt(plain, devTripleDesSecret);
        expect(sealed).toBe(nodeTripleDesEncrypt(plain, devTripleDesSecret));
        expect(tripleDesDecrypt(sealed, devTripleDesSecret)).toBe(plain);
      }),
      { seed, numRuns: 200 },
    );
  });

  it('refuses secrets that are not 24 bytes', () => {
    expect(() => tripleDesEncrypt('x', 'short')).toThrow(/24 bytes/);
    expect(() => tripleDesDecrypt('AAAAAAAAAAA=', 'x'.repeat(23))).toThrow(EnvelopeError);
    expect(isEnvelopeError(new EnvelopeError('x'))).toBe(true);
  });
});
