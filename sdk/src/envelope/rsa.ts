// RSA PKCS#1 v1.5 (type 2) public-key encryption with jsencrypt as the engine (named by the
// product owner): jsencrypt's RSAKey does the padding (its secure random) and the modular
// exponentiation. The key's two integers come from our own DER reader (public-key.ts), so only
// jsencrypt's RSA core is bundled, not its PEM/ASN.1 parser, its key generator's helpers and its
// jsrsasign export code: 8.0 KB instead of 16.5 KB on the wire of every production first screen
// (docs/performance.md). This file chunks the text on UTF-8 character boundaries and insists on
// exactly k bytes per block: a jsencrypt release that drops a leading zero byte (the
// short-ciphertext defect of older versions) is left-padded back to k bytes, which is exactly the
// standard's I2OSP encoding.
//
// The core is a copy of jsencrypt's own files (./jsbn, with their licence notices): jsencrypt's
// `exports` map offers only its whole build, and a path into node_modules holds only where the
// workspace happens to hoist it.
import { RSAKey } from './jsbn/rsa';
import { utf8Decode, utf8Encode } from './bytes';
import { EnvelopeError } from './envelope-error';
import { parsePublicKey } from './public-key';

// One engine per key: a page seals with one or two keys for its whole life.
const engines = new Map<string, RSAKey>();

function engineFor(publicKeyPem: string): RSAKey {
  let engine = engines.get(publicKeyPem);
  if (!engine) {
    const { n, e } = parsePublicKey(publicKeyPem);
    engine = new RSAKey();
    engine.setPublic(n.toString(16), e.toString(16));
    if (engines.size > 16) engines.clear();
    engines.set(publicKeyPem, engine);
  }
  return engine;
}

// jsencrypt encodes text to UTF-8 itself, one UTF-16 unit at a time: a surrogate pair would go out
// as six bytes (CESU-8), not UTF-8's four. The protocol only seals keys, tokens and device ids.
const SURROGATE = /[\uD800-\uDFFF]/;

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
 * Text outside the Basic Multilingual Plane (emoji) is refused with an {@link EnvelopeError}.
 *
 * @example
 * ```ts
 * const hex = rsaEncrypt(generateAesKey(), publicKeyPem); // 256 hex chars with a 1024-bit key
 * ```
 */
export function rsaEncrypt(plain: string, publicKeyPem: string): string {
  if (SURROGATE.test(plain)) throw new EnvelopeError('RSA text must not hold characters outside the BMP');
  const { size } = parsePublicKey(publicKeyPem);
  const engine = engineFor(publicKeyPem);
  const bytes = utf8Encode(plain);
  let start = 0;
  let hex = '';
  for (const end of chunkEnds(bytes, size - 11)) {
    const block = engine.encrypt(utf8Decode(bytes.subarray(start, end)));
    if (!block || block.length > 2 * size) throw new EnvelopeError('RSA encryption failed');
    hex += block.toLowerCase().padStart(2 * size, '0');
    start = end;
  }
  return hex;
}
