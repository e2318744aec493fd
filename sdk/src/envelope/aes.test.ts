import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt, generateAesKey } from './aes';
import { isEnvelopeError } from './envelope-error';
import { text } from './testing/arbitraries';
import { propertySeed } from './testing/dev-keys';
import { nodeAesDecrypt, nodeAesEncrypt } from './testing/server-side';

const KEY = '0123456789abcdef0123456789abcdef';

describe('generateAesKey', () => {
  it('draws 32 lowercase hex characters, fresh each time', () => {
    const keys = new Set(Array.from({ length: 1000 }, generateAesKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('aesEncrypt / aesDecrypt', () => {
  it('is AES-256-ECB/PKCS#7 keyed by the UTF-8 of the 32 characters (node:crypto agrees)', () => {
    const plain = '{"merchantNo":"M0001","memo":"测试😀"}';
    expect(aesEncrypt(plain, KEY)).toBe(nodeAesEncrypt(plain, KEY));
    expect(aesDecrypt(nodeAesEncrypt(plain, KEY), KEY)).toBe(plain);
    expect(aesEncrypt('', KEY)).toBe(nodeAesEncrypt('', KEY)); // one full padding block
  });

  it('matches node:crypto both ways for any text (property)', () => {
    const seed = propertySeed('aes vs node:crypto');
    fc.assert(
      fc.property(text(300), fc.uint8Array({ minLength: 16, maxLength: 16 }), (plain, raw) => {
        const key = Buffer.from(raw).toString('hex');
        expect(aesEncrypt(plain, key)).toBe(nodeAesEncrypt(plain, key));
        expect(aesDecrypt(nodeAesEncrypt(plain, key), key)).toBe(plain);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('refuses a wrong key, broken base64, partial blocks and short keys with EnvelopeError', () => {
    const sealed = aesEncrypt('{"code":"200","msg":"成功"}', KEY);
    const failures = [
      () => aesDecrypt(sealed, 'fedcba9876543210fedcba9876543210'),
      () => aesDecrypt('not base64 ***', KEY),
      () => aesDecrypt(Buffer.alloc(20).toString('base64'), KEY),
      () => aesDecrypt('', KEY),
      () => aesEncrypt('x', '0123456789abcdef'),
    ];
    for (const fail of failures) {
      let error: unknown;
      try {
        fail();
      } catch (e) {
        error = e;
      }
      expect(isEnvelopeError(error)).toBe(true);
    }
  });

  it('wrong keys are caught by the padding/UTF-8 checks, not turned into garbage text (property)', () => {
    const seed = propertySeed('aes wrong key');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (raw) => {
        const wrong = Buffer.from(raw).toString('hex');
        fc.pre(wrong !== KEY);
        const sealed = nodeAesEncrypt('{"code":"200","msg":"成功","data":{"points":100}}', KEY);
        let opened: string | undefined;
        try {
          opened = aesDecrypt(sealed, wrong);
        } catch (e) {
          expect(isEnvelopeError(e)).toBe(true);
        }
        // 1 in ~256 wrong keys ends in a valid 0x01 pad; strict UTF-8 then almost always rejects.
        if (opened !== undefined) expect(opened).not.toContain('"code":"200"');
      }),
      { seed, numRuns: 500 },
    );
  });

  it('round-trips through node:crypto decrypt', () => {
    expect(nodeAesDecrypt(aesEncrypt('积分', KEY), KEY)).toBe('积分');
  });
});
