import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateAesKey } from './aes';
import { EnvelopeError } from './envelope-error';
import { chunkEnds, rsaEncrypt } from './rsa';
import { rsaGuardRetries, sealAesKey } from './rsa-guard';
import { bmpText } from './testing/arbitraries';
import { devPublicKey, propertySeed } from './testing/dev-keys';
import { privateKey, rsaDecryptHex } from './testing/server-side';

const K = 128; // 1024-bit dev key

describe('rsaEncrypt', () => {
  it('seals 10,000 random AES keys into exactly one 128-byte block each; the length guard never fires', () => {
    const retriesBefore = rsaGuardRetries();
    let leadingZeroBlocks = 0;
    const sample: Array<[string, string]> = [];
    for (let i = 0; i < 10_000; i++) {
      const aesKey = generateAesKey();
      const hex = sealAesKey(aesKey, devPublicKey);
      expect(hex).toMatch(/^[0-9a-f]{256}$/);
      // c < 2^(8(k-1)) happens ~1 in 220 blocks with this modulus: those are the left-padded ones.
      const padded = hex.startsWith('00');
      if (padded) leadingZeroBlocks++;
      if (padded || i % 100 === 0) sample.push([aesKey, hex]);
    }
    expect(rsaGuardRetries()).toBe(retriesBefore);
    expect(leadingZeroBlocks).toBeGreaterThan(0);
    for (const [aesKey, hex] of sample) expect(rsaDecryptHex(hex).toString('utf8')).toBe(aesKey);
  });

  it('pads every block to exactly k bytes across 36 random key pairs, odd modulus sizes included', () => {
    let leadingZeroBlocks = 0;
    for (let i = 0; i < 36; i++) {
      const bits = [1024, 1025, 1030, 1031, 1100, 1536][i % 6]!;
      const pair = generateKeyPairSync('rsa', { modulusLength: bits });
      const pem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
      const forgeKey = privateKey(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
      const k = Math.ceil(bits / 8);
      for (let j = 0; j < 100; j++) {
        const aesKey = generateAesKey();
        const hex = rsaEncrypt(aesKey, pem);
        expect(hex).toHaveLength(2 * k);
        if (hex.startsWith('00')) {
          leadingZeroBlocks++;
          expect(rsaDecryptHex(hex, forgeKey).toString('utf8')).toBe(aesKey);
        }
      }
      expect(rsaDecryptHex(rsaEncrypt('商户', pem), forgeKey).toString('utf8')).toBe('商户');
    }
    // 1025/1030/1031-bit moduli put most of their ciphertexts below 2^(8(k-1)).
    expect(leadingZeroBlocks).toBeGreaterThan(50);
  });

  it('splits any UTF-8 text into ≤ 117-byte chunks on character boundaries, one 128-byte block each (property)', () => {
    const seed = propertySeed('rsa chunking');
    fc.assert(
      fc.property(bmpText(400), (plain) => {
        const bytes = new TextEncoder().encode(plain);
        const ends = chunkEnds(bytes, K - 11);
        const hex = rsaEncrypt(plain, devPublicKey);
        expect(hex.length).toBe(ends.length * 2 * K);
        expect(hex).toMatch(/^[0-9a-f]*$/);
        let start = 0;
        for (const end of ends) {
          expect(end - start).toBeLessThanOrEqual(117);
          // each chunk is whole UTF-8 on its own
          expect(() =>
            new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, end)),
          ).not.toThrow();
          start = end;
        }
        expect(rsaDecryptHex(hex).toString('utf8')).toBe(plain);
      }),
      { seed, numRuns: 150 },
    );
  });

  it('keeps CJK chunks at 114–117 bytes and encrypts empty text as one block', () => {
    const bytes = new TextEncoder().encode(`a${'测'.repeat(200)}`);
    const ends = chunkEnds(bytes, 117);
    const sizes = ends.map((end, i) => end - (ends[i - 1] ?? 0));
    for (const size of sizes.slice(0, -1)) expect(size).toBeGreaterThanOrEqual(114);
    const empty = rsaEncrypt('', devPublicKey);
    expect(empty).toHaveLength(256);
    expect(rsaDecryptHex(empty).toString('utf8')).toBe('');
  });

  it('reads SPKI, PKCS#1 and bare-base64 keys, and sizes blocks by the modulus (2048-bit → 256 bytes)', () => {
    const { publicKey, privateKey: priv } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const pkcs1 = publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const bare = spki.replace(/-----[^-]+-----|\s/g, '');
    const forgeKey = privateKey(priv.export({ type: 'pkcs1', format: 'pem' }).toString());
    const plain = '积'.repeat(100); // 300 bytes → 245 + 55
    for (const pem of [spki, pkcs1, bare]) {
      const hex = rsaEncrypt(plain, pem);
      expect(hex).toHaveLength(2 * 512);
      expect(rsaDecryptHex(hex, forgeKey).toString('utf8')).toBe(plain);
    }
  });

  it('refuses text outside the BMP instead of sending CESU-8', () => {
    expect(() => rsaEncrypt('token😀', devPublicKey)).toThrow(EnvelopeError);
    expect(() => rsaEncrypt('\uD800', devPublicKey)).toThrow(EnvelopeError);
  });

  it('refuses private keys and garbage', () => {
    const { privateKey: priv } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() => rsaEncrypt('x', priv.export({ type: 'pkcs1', format: 'pem' }).toString())).toThrow(
      EnvelopeError,
    );
    expect(() => rsaEncrypt('x', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toThrow(
      EnvelopeError,
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(() => rsaEncrypt('x', ec)).toThrow(/Not an RSA public key/);
  });
});

describe('sealAesKey length guard', () => {
  it('retries a short result up to 5 times, counting each retry, then gives up', () => {
    const before = rsaGuardRetries();
    let calls = 0;
    const flaky = (value: string, pem: string) => (++calls < 3 ? 'ab'.repeat(127) : rsaEncrypt(value, pem));
    expect(sealAesKey(generateAesKey(), devPublicKey, flaky)).toHaveLength(256);
    expect(rsaGuardRetries() - before).toBe(2);
    expect(() => sealAesKey('k', devPublicKey, () => 'short')).toThrow(/256 hex/);
    expect(rsaGuardRetries() - before).toBe(2 + 5);
  });
});
