// The gateway's crypto opens what a PKCS#1 v1.5 / AES-256-ECB client seals, for any body, and
// refuses tampered input with a SealError instead of throwing something else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../context';
import {
  aesDecrypt,
  aesEncrypt,
  isSealError,
  looksSealed,
  openSealedBody,
  rsaDecryptBase64,
  tripleDesDecrypt,
  tripleDesEncrypt,
} from './crypto';
import { sealBody, sealHeader } from './testing/client-seal';

const { privateKeyPem, publicKeyPem, tripleDesSecret } = loadConfig();
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
console.log(`[fast-check] gateway crypto: seed ${seed}`);

describe('gateway crypto', () => {
  it('opens sealed bodies of any JSON (multi-chunk keys not needed: the key is 32 bytes)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const sealed = sealBody(json, publicKeyPem);
        expect(sealed.split('|')[0]).toHaveLength(256);
        expect(looksSealed(sealed)).toBe(true);
        expect(openSealedBody(sealed, privateKeyPem)).toBe(json);
      }),
      { seed, numRuns: 40 },
    );
  });

  it('opens TOKEN values longer than one RSA block (several 128-byte blocks)', () => {
    const long = `sim-token:${'s'.repeat(64)}:certified|${'测'.repeat(60)}`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(117);
    expect(rsaDecryptBase64(decodeURIComponent(sealHeader(long, publicKeyPem)), privateKeyPem)).toBe(long);
  });

  it('AES and 3DES round trip any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(
          aesDecrypt(
            aesEncrypt(text, '0123456789abcdef0123456789abcdef'),
            '0123456789abcdef0123456789abcdef',
          ),
        ).toBe(text);
        expect(tripleDesDecrypt(tripleDesEncrypt(text, tripleDesSecret), tripleDesSecret)).toBe(text);
      }),
      { seed, numRuns: 100 },
    );
  });

  it.each([
    ['no bar', 'abcdef'],
    ['odd hex', 'abc|AAAA'],
    ['short block', `${'ab'.repeat(64)}|AAAA`],
    ['garbage block', `${'ab'.repeat(128)}|AAAA`],
  ])('refuses %s with a SealError', (_label, body) => {
    let error: unknown;
    try {
      openSealedBody(body, privateKeyPem);
    } catch (e) {
      error = e;
    }
    expect(isSealError(error)).toBe(true);
  });

  it('refuses an AES part sealed with another key', () => {
    const [rsa] = sealBody('{}', publicKeyPem).split('|');
    const [, aes] = sealBody('{"a":1}', publicKeyPem).split('|');
    expect(() => openSealedBody(`${rsa}|${aes}`, privateKeyPem)).toThrow(/AES|UTF-8/);
  });

  it('never mistakes JSON for a sealed body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(looksSealed(JSON.stringify(value))).toBe(false);
      }),
      { seed, numRuns: 200 },
    );
  });
});
