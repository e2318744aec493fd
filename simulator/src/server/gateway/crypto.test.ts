// The gateway's crypto opens what a PKCS#1 v1.5 / AES-256-ECB client seals, for any body, and
// refuses tampered input with a SealError instead of throwing something else.
import { constants, publicEncrypt } from 'node:crypto';
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
  rsaDecryptHex,
  tripleDesDecrypt,
  tripleDesEncrypt,
  unpadPkcs1Type2,
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

describe('PKCS#1 v1.5 type-2 padding, checked by the simulator itself', () => {
  const K = 128;
  /** A well-formed `00 02 <padding> 00 AES-KEY` block, then `patch` spoils it. */
  const block = (patch: (b: Buffer) => void = () => {}) => {
    const out = Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(K - 10, 0x5a), Buffer.from('\0AES-KEY')]);
    patch(out);
    return out;
  };
  /** The block RSA-encrypted as is (no padding added), as hex: what a client would send. */
  const sealRaw = (b: Buffer) =>
    publicEncrypt({ key: publicKeyPem, padding: constants.RSA_NO_PADDING }, b).toString('hex');
  const refused = (b: Buffer) => {
    expect(() => unpadPkcs1Type2(b)).toThrow(/does not decrypt/);
    expect(() => rsaDecryptHex(sealRaw(b), privateKeyPem)).toThrow(/does not decrypt/);
  };

  it('opens a well-formed block and one with exactly 8 bytes of padding', () => {
    expect(rsaDecryptHex(sealRaw(block()), privateKeyPem)).toBe('AES-KEY');
    const eight = Buffer.concat([
      Buffer.from([0, 2]),
      Buffer.alloc(8, 0xff),
      Buffer.from([0]),
      Buffer.alloc(K - 11, 0x41),
    ]);
    expect(rsaDecryptHex(sealRaw(eight), privateKeyPem)).toBe('A'.repeat(K - 11));
  });

  it('refuses a block whose type byte is not 02 (01 is the signature type) or whose first byte is not 00', () => {
    refused(block((b) => (b[1] = 1)));
    refused(block((b) => (b[1] = 0)));
    expect(() => unpadPkcs1Type2(block((b) => (b[0] = 1)))).toThrow(/does not decrypt/);
  });

  it('refuses a block with no zero separator', () => {
    refused(Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(K - 2, 0x33)]));
  });

  it('refuses padding shorter than 8 bytes (separator at byte 2 to 9)', () => {
    for (let ps = 0; ps < 8; ps++) {
      const b = Buffer.concat([
        Buffer.from([0, 2]),
        Buffer.alloc(ps, 0x77),
        Buffer.from([0]),
        Buffer.alloc(K - 3 - ps, 0x41),
      ]);
      refused(b);
    }
  });

  it('refuses blocks too short to hold the padding', () => {
    expect(() => unpadPkcs1Type2(Buffer.from([0, 2, 1, 0]))).toThrow(/does not decrypt/);
    expect(() => unpadPkcs1Type2(Buffer.alloc(0))).toThrow(/does not decrypt/);
  });
});
