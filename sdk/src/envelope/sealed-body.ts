// Envelope v1's AES half on the wire: the request body sealed, the response body opened with a bare
// AES key. Apart from ./body.ts, so that a page whose ENCRYPT-KEY is never 3DES-wrapped (every host
// but the mini program) loads no 3DES: this module is on every production first screen.
import { aesDecrypt, aesEncrypt, generateAesKey } from './aes';
import { sealAesKey } from './rsa-guard';
import { EnvelopeError } from './envelope-error';
import { parseJsonOrText } from './json';

/**
 * Options of {@link sealRequestBody}.
 *
 * @example
 * ```ts
 * const options: SealOptions = { publicKey: pem };
 * ```
 */
export interface SealOptions {
  /** The gateway's RSA public key (PEM). */
  publicKey: string;
  /** Fixed AES key, for test vectors only; a fresh one is drawn per request otherwise. */
  aesKey?: string;
}

/**
 * Seals a JSON text: `<rsa-hex of the AES key>|<base64 of AES(json)>`.
 *
 * @example
 * ```ts
 * const body = sealRequestBody(JSON.stringify({ pageNo: 1 }), { publicKey });
 * await fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
 * ```
 */
export function sealRequestBody(json: string, { publicKey, aesKey = generateAesKey() }: SealOptions): string {
  return `${sealAesKey(aesKey, publicKey)}|${aesEncrypt(json, aesKey)}`;
}

/** The decrypted text, or null when the body does not decrypt with that key. */
export function aesDecryptOrNull(text: string, aesKey: string): string | null {
  try {
    return aesDecrypt(text.trim(), aesKey);
  } catch {
    return null;
  }
}

/**
 * Opens a body sealed with a bare AES key (the 32 hex characters): the parsed JSON, or the text when
 * it is not JSON. Throws an {@link EnvelopeError} when it does not decrypt with that key.
 *
 * @example
 * ```ts
 * const data = openAesSealed(await res.text(), aesKey);
 * ```
 */
export function openAesSealed(text: string, aesKey: string): unknown {
  const plain = aesDecryptOrNull(text, aesKey);
  if (plain === null) throw new EnvelopeError('The body does not decrypt with its ENCRYPT-KEY');
  return parseJsonOrText(plain);
}
