// Request sealing and response opening of envelope v1 (docs/protocol.md).
import { aesDecrypt, aesEncrypt, generateAesKey } from './aes';
import { sealAesKey } from './rsa-guard';
import { EnvelopeError } from './envelope-error';
import { parseJsonOrText } from './json';
import { tripleDesDecrypt } from './triple-des';

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

/**
 * Options of {@link openResponseBody}.
 *
 * @example
 * ```ts
 * const options: OpenOptions = { tripleDesSecret: secret }; // mini-program client only
 * ```
 */
export interface OpenOptions {
  /** Mini-program client: ENCRYPT-KEY is DES-EDE3-wrapped with this 24-character secret. */
  tripleDesSecret?: string;
}

function decryptOrNull(text: string, headerKey: string, options: OpenOptions): string | null {
  try {
    const key = options.tripleDesSecret ? tripleDesDecrypt(headerKey, options.tripleDesSecret) : headerKey;
    return aesDecrypt(text.trim(), key);
  } catch {
    return null;
  }
}

/**
 * Opens a sealed response body: decrypts it with the ENCRYPT-KEY (3DES-unwrapped first when a
 * secret is given) and parses the JSON, or returns the decrypted text when it is not JSON. Throws
 * an {@link EnvelopeError} when the body does not decrypt with that key.
 *
 * @example
 * ```ts
 * const data = openSealedResponse(await res.text(), res.headers.get('ENCRYPT-KEY')!);
 * ```
 */
export function openSealedResponse(text: string, headerKey: string, options: OpenOptions = {}): unknown {
  const plain = decryptOrNull(text, headerKey, options);
  if (plain === null) throw new EnvelopeError('The body does not decrypt with its ENCRYPT-KEY');
  return parseJsonOrText(plain);
}

/**
 * Opens a response body. With `headerKey` (the ENCRYPT-KEY header) the text is base64 of
 * AES(JSON) and is decrypted first. Returns the parsed JSON, or the (decrypted) text itself when
 * it is not JSON. Never throws: a body that does not decrypt is handled as plain text.
 *
 * @example
 * ```ts
 * const result = openResponseBody(await res.text(), res.headers.get('ENCRYPT-KEY'));
 * ```
 */
export function openResponseBody(
  text: string,
  headerKey: string | null | undefined,
  options: OpenOptions = {},
): unknown {
  return parseJsonOrText((headerKey ? decryptOrNull(text, headerKey, options) : null) ?? text);
}
