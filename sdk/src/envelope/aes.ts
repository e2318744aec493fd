// The AES half of envelope v1: AES-256-ECB, PKCS#7, base64 ciphertext (docs/protocol.md). The block
// cipher is @noble/ciphers' (audited, maintained, ~2.5 KB on the wire) rather than crypto-js's, whose
// AES brings its framework along (core, cipher-core and the passphrase KDF's MD5): this file is on
// every production first screen.
import { ecb } from '@noble/ciphers/aes.js';
import { base64ToBytes, bytesToBase64, bytesToHex, randomBytes, utf8Decode, utf8Encode } from './bytes';
import { EnvelopeError } from './envelope-error';
import { stripPkcs7 } from './pkcs7';

/**
 * A fresh AES key: 32 lowercase hex characters from `crypto.getRandomValues` (128 bits of
 * entropy; the cipher key is the UTF-8 bytes of the 32 characters, hence AES-256).
 *
 * @example
 * ```ts
 * const key = generateAesKey(); // e.g. '9f0c…' (32 chars)
 * ```
 */
export function generateAesKey(): string {
  return bytesToHex(randomBytes(16));
}

const BLOCK_SIZE = 16;

function keyBytes(key: string): Uint8Array {
  const bytes = utf8Encode(key);
  if (bytes.length !== 32) throw new EnvelopeError('AES key must be 32 bytes of UTF-8');
  return bytes;
}

/**
 * AES-256-ECB/PKCS#7 of the UTF-8 text, as base64.
 *
 * @example
 * ```ts
 * aesEncrypt('{"a":1}', '0123456789abcdef0123456789abcdef'); // base64
 * ```
 */
export function aesEncrypt(plain: string, key: string): string {
  return bytesToBase64(ecb(keyBytes(key)).encrypt(utf8Encode(plain)));
}

/**
 * Reverses {@link aesEncrypt}. Throws {@link EnvelopeError} on malformed base64, a bad padding or
 * non-UTF-8 output — in practice, a wrong key.
 *
 * @example
 * ```ts
 * aesDecrypt(aesEncrypt('hi', key), key); // 'hi'
 * ```
 */
export function aesDecrypt(base64: string, key: string): string {
  const cipher = base64ToBytes(base64);
  if (cipher.length === 0 || cipher.length % BLOCK_SIZE !== 0) {
    throw new EnvelopeError('AES ciphertext is not a whole number of blocks');
  }
  // The padding is checked here, strictly (./pkcs7.ts), and a wrong one is an EnvelopeError.
  const padded = ecb(keyBytes(key), { disablePadding: true }).decrypt(cipher);
  return utf8Decode(stripPkcs7(padded, BLOCK_SIZE));
}
