// Request sealing and response opening of envelope v1 (docs/protocol.md), 3DES-wrapped keys included:
// the SDK's public, synchronous form. The gateway's envelope (./envelope-v1.ts) loads ./sealed-body.ts
// and, for the mini program only, ./triple-des.ts.
import { aesDecryptOrNull, openAesSealed } from './sealed-body';
import { unwrapAesKey } from './triple-des';
import { parseJsonOrText } from './json';

export { sealRequestBody } from './sealed-body';
export type { SealOptions } from './sealed-body';

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
    const key = options.tripleDesSecret ? unwrapAesKey(headerKey, options.tripleDesSecret) : headerKey;
    return aesDecryptOrNull(text, key);
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
  return openAesSealed(
    text,
    options.tripleDesSecret ? unwrapAesKey(headerKey, options.tripleDesSecret) : headerKey,
  );
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
