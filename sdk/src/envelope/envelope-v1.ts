// Envelope v1 behind the Envelope interface, so v2 (AES-GCM + RSA-OAEP via WebCrypto, negotiated
// by header) can sit beside it without touching the gateway or its callers. The ciphers load on
// first use (dynamic import): a plain-mode page never downloads AES or 3DES, and none of the
// crypto is in the way of the first paint.
import { EnvelopeError } from './envelope-error';
import { parseJsonOrText } from './json';

/**
 * `encrypted`: RSA+AES sealed body; `plain`: JSON as is.
 *
 * @example
 * ```ts
 * const mode: CipherMode = environment === 'production' ? 'encrypted' : 'plain';
 * ```
 */
export type CipherMode = 'encrypted' | 'plain';

/**
 * What goes on the wire for one request body.
 *
 * @example
 * ```ts
 * const { body, headers }: SealedBody = await envelope.seal({ pageNo: 1 }, 'encrypted');
 * ```
 */
export interface SealedBody {
  body: string;
  /** Extra request headers the envelope needs (none in v1; v2 will announce itself here). */
  headers: Record<string, string>;
}

/**
 * A wire envelope. The gateway awaits both methods, so a synchronous custom envelope and an async
 * (WebCrypto) v2 fit the same slot.
 *
 * `open` returns the parsed JSON, or the text itself when it is not JSON; it throws an
 * {@link EnvelopeError} when the answer cannot be opened at all (a body that does not decrypt with
 * its ENCRYPT-KEY, a 3DES-wrapped key and no secret configured).
 *
 * @example
 * ```ts
 * const envelope: Envelope = createEnvelopeV1({ publicKey });
 * const { body } = await envelope.seal({ pageNo: 1 }, 'encrypted');
 * ```
 */
export interface Envelope {
  /** Becomes `'v1' | 'v2'` when v2 lands. */
  readonly version: 'v1';
  seal(body: unknown, mode: CipherMode): SealedBody | Promise<SealedBody>;
  open(text: string, headers: Headers): unknown;
}

/**
 * Envelope v1 as returned by {@link createEnvelopeV1}: both methods asynchronous, because the
 * ciphers load on first use.
 *
 * @example
 * ```ts
 * const { body } = await createEnvelopeV1({ publicKey }).seal({ a: 1 }, 'encrypted');
 * ```
 */
export interface EnvelopeV1 extends Envelope {
  seal(body: unknown, mode: CipherMode): Promise<SealedBody>;
  open(text: string, headers: Headers): Promise<unknown>;
}

/**
 * Options of {@link createEnvelopeV1}.
 *
 * @example
 * ```ts
 * const options: EnvelopeV1Options = { publicKey, tripleDesSecret };
 * ```
 */
export interface EnvelopeV1Options {
  /** RSA public key (PEM) that seals the per-request AES key. */
  publicKey: string;
  /** Mini-program client: the response's ENCRYPT-KEY is 3DES-wrapped with this secret. */
  tripleDesSecret?: string | undefined;
}

// The flag's spelling is the wire contract (docs/product.md §7): do not "fix" it.
const WHITELIST_FLAG = 'isInWitheList';

function whitelisted(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if ((body as Record<string, unknown>)[WHITELIST_FLAG] !== true) return null;
  const { [WHITELIST_FLAG]: _flag, ...rest } = body as Record<string, unknown>;
  return rest;
}

// A bare ENCRYPT-KEY is the 32 lowercase hex characters of the AES key; anything else is wrapped.
const BARE_AES_KEY = /^[0-9a-f]{32}$/;

/**
 * Wire protocol v1: RSA(PKCS#1 v1.5)-wrapped AES-256-ECB request bodies; responses opened with
 * the ENCRYPT-KEY header. A body object with `isInWitheList: true` goes out as plain JSON
 * without the flag (the caller's object is not mutated). AES, RSA and 3DES load when first needed.
 *
 * @example
 * ```ts
 * const envelope = createEnvelopeV1({ publicKey, tripleDesSecret });
 * const { body } = await envelope.seal({ cardNo }, 'encrypted'); // 'a1b2…|Q0ZG…'
 * const data = await envelope.open(await res.text(), res.headers);
 * ```
 */
export function createEnvelopeV1({ publicKey, tripleDesSecret }: EnvelopeV1Options): EnvelopeV1 {
  return {
    version: 'v1',
    async seal(body, mode) {
      const plain = whitelisted(body);
      if (plain) return { body: JSON.stringify(plain), headers: {} };
      const json = JSON.stringify(body) ?? 'null';
      if (mode !== 'encrypted') return { body: json, headers: {} };
      const { sealRequestBody } = await import('./sealed-body');
      return { body: sealRequestBody(json, { publicKey }), headers: {} };
    },
    async open(text, headers) {
      const headerKey = headers.get('ENCRYPT-KEY')?.trim();
      if (!headerKey) return parseJsonOrText(text);
      if (!tripleDesSecret && !BARE_AES_KEY.test(headerKey)) {
        throw new EnvelopeError('ENCRYPT-KEY is 3DES-wrapped but no tripleDesSecret is configured');
      }
      // Only the mini program's key comes 3DES-wrapped: the other hosts never load 3DES.
      const aesKey = tripleDesSecret
        ? (await import('./triple-des')).unwrapAesKey(headerKey, tripleDesSecret)
        : headerKey;
      const { openAesSealed } = await import('./sealed-body');
      return openAesSealed(text, aesKey);
    },
  };
}
