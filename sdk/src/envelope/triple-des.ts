// DES-EDE3-ECB/PKCS#7: wraps the response's ENCRYPT-KEY for the mini-program client.
import { tripleDesEcb } from './crypto-js';
import { base64ToBytes, bytesToBase64, utf8Decode, utf8Encode } from './bytes';
import { EnvelopeError } from './envelope-error';
import { stripPkcs7 } from './pkcs7';

function secretBytes(secret: string): Uint8Array {
  const bytes = utf8Encode(secret);
  if (bytes.length !== 24) throw new EnvelopeError('3DES secret must be 24 bytes of UTF-8');
  return bytes;
}

/**
 * DES-EDE3-ECB/PKCS#7 of the UTF-8 text with the 24-character shared secret, as base64.
 *
 * @example
 * ```ts
 * const header = tripleDesEncrypt(aesKey, secret); // what the gateway puts in ENCRYPT-KEY
 * ```
 */
export function tripleDesEncrypt(plain: string, secret: string): string {
  return bytesToBase64(tripleDesEcb.encryptPkcs7(utf8Encode(plain), secretBytes(secret)));
}

/**
 * Reverses {@link tripleDesEncrypt}; throws {@link EnvelopeError} when it does not check out.
 *
 * @example
 * ```ts
 * const aesKey = tripleDesDecrypt(response.headers.get('ENCRYPT-KEY')!, secret);
 * ```
 */
export function tripleDesDecrypt(base64: string, secret: string): string {
  const cipher = base64ToBytes(base64);
  if (cipher.length === 0 || cipher.length % tripleDesEcb.blockSize !== 0) {
    throw new EnvelopeError('3DES ciphertext is not a whole number of blocks');
  }
  const padded = tripleDesEcb.decryptRaw(cipher, secretBytes(secret));
  return utf8Decode(stripPkcs7(padded, tripleDesEcb.blockSize));
}

/**
 * The AES key inside a 3DES-wrapped ENCRYPT-KEY (the mini-program client's). Throws
 * {@link EnvelopeError} when it does not unwrap: then the body cannot be opened either.
 *
 * @example
 * ```ts
 * const aesKey = unwrapAesKey(response.headers.get('ENCRYPT-KEY')!, secret);
 * ```
 */
export function unwrapAesKey(headerKey: string, secret: string): string {
  try {
    return tripleDesDecrypt(headerKey, secret);
  } catch {
    throw new EnvelopeError('The body does not decrypt with its ENCRYPT-KEY');
  }
}
