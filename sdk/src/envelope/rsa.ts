// RSA PKCS#1 v1.5 (type 2) public-key encryption on native BigInt.
// Why not jsencrypt: bundled and minified it is ~59 KB (18.5 KB gzip) for its BigInteger, ASN.1
// and RNG code; this file plus publicKey.ts is ~1.5 KB, uses crypto.getRandomValues directly, and
// left-pads every block to exactly k bytes by construction. BigInt needs Chrome 67 / iOS 14,
// below the app's floor. Timing: only the public exponent is used, so there is no secret to leak
// through the variable-time arithmetic beyond what the ciphertext already reveals.
import { bytesToHex, randomBytes, utf8Encode } from './bytes';
import { parsePublicKey } from './publicKey';
import type { RsaPublicKey } from './publicKey';

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

function nonZeroRandom(length: number): Uint8Array {
  const bytes = randomBytes(length);
  for (let i = 0; i < length; i++) {
    while (bytes[i] === 0) bytes[i] = randomBytes(1)[0]!;
  }
  return bytes;
}

/** EM = 0x00 || 0x02 || PS (non-zero random, ≥ 8 bytes) || 0x00 || M, then c = m^e mod n. */
function encryptBlock(message: Uint8Array, key: RsaPublicKey): string {
  const em = new Uint8Array(key.size);
  em[1] = 0x02;
  em.set(nonZeroRandom(key.size - 3 - message.length), 2);
  em.set(message, key.size - message.length);
  const c = modPow(BigInt(`0x${bytesToHex(em)}`), key.e, key.n);
  return c.toString(16).padStart(2 * key.size, '0');
}

/**
 * Chunk ends at most k−11 bytes on, moved back so a UTF-8 sequence is never split: a server that
 * decodes each block on its own still reads whole characters (hence "114 to 117 bytes").
 */
export function chunkEnds(bytes: Uint8Array, maxChunk: number): number[] {
  const ends: number[] = [];
  let start = 0;
  do {
    let end = Math.min(start + maxChunk, bytes.length);
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    ends.push(end);
    start = end;
  } while (start < bytes.length);
  return ends;
}

/**
 * RSA PKCS#1 v1.5 encryption of the UTF-8 text: chunks of at most k−11 bytes (117 for a 1024-bit
 * key), each block exactly k bytes, concatenated as lowercase hex. Empty text gives one block.
 *
 * @example
 * ```ts
 * const hex = rsaEncrypt(generateAesKey(), publicKeyPem); // 256 hex chars with a 1024-bit key
 * ```
 */
export function rsaEncrypt(plain: string, publicKeyPem: string): string {
  const key = parsePublicKey(publicKeyPem);
  const bytes = utf8Encode(plain);
  let start = 0;
  let hex = '';
  for (const end of chunkEnds(bytes, key.size - 11)) {
    hex += encryptBlock(bytes.subarray(start, end), key);
    start = end;
  }
  return hex;
}
