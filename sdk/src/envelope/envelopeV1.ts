// Envelope v1 behind the Envelope interface, so v2 (AES-GCM + RSA-OAEP via WebCrypto, negotiated
// by header) can sit beside it without touching the gateway or its callers.
import { openResponseBody, sealRequestBody } from './body';

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
 * const { body, headers }: SealedBody = envelope.seal({ pageNo: 1 }, 'encrypted');
 * ```
 */
export interface SealedBody {
  body: string;
  /** Extra request headers the envelope needs (none in v1; v2 will announce itself here). */
  headers: Record<string, string>;
}

/**
 * A wire envelope. v1's methods are synchronous; the gateway awaits both, so an async (WebCrypto)
 * v2 fits the same slot.
 *
 * @example
 * ```ts
 * const envelope: Envelope = createEnvelopeV1({ publicKey });
 * const { body } = envelope.seal({ pageNo: 1 }, 'encrypted');
 * ```
 */
export interface Envelope {
  /** Becomes `'v1' | 'v2'` when v2 lands. */
  readonly version: 'v1';
  seal(body: unknown, mode: CipherMode): SealedBody | Promise<SealedBody>;
  open(text: string, headers: Headers): unknown;
}

/**
 * Envelope v1 as returned by {@link createEnvelopeV1}: the same slots, synchronous.
 *
 * @example
 * ```ts
 * const body: string = createEnvelopeV1({ publicKey }).seal({ a: 1 }, 'encrypted').body;
 * ```
 */
export interface EnvelopeV1 extends Envelope {
  seal(body: unknown, mode: CipherMode): SealedBody;
  open(text: string, headers: Headers): unknown;
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
  tripleDesSecret?: string;
}

// The flag's spelling is the wire contract (SPEC.md §7): do not "fix" it.
const WHITELIST_FLAG = 'isInWitheList';

function whitelisted(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if ((body as Record<string, unknown>)[WHITELIST_FLAG] !== true) return null;
  const { [WHITELIST_FLAG]: _flag, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * Wire protocol v1: RSA(PKCS#1 v1.5)-wrapped AES-256-ECB request bodies; responses opened with
 * the ENCRYPT-KEY header. A body object with `isInWitheList: true` goes out as plain JSON
 * without the flag (the caller's object is not mutated).
 *
 * @example
 * ```ts
 * const envelope = createEnvelopeV1({ publicKey, tripleDesSecret });
 * const { body } = envelope.seal({ cardNo }, 'encrypted'); // 'a1b2…|Q0ZG…'
 * const data = envelope.open(await res.text(), res.headers);
 * ```
 */
export function createEnvelopeV1({ publicKey, tripleDesSecret }: EnvelopeV1Options): EnvelopeV1 {
  return {
    version: 'v1',
    seal(body, mode) {
      const plain = whitelisted(body);
      if (plain) return { body: JSON.stringify(plain), headers: {} };
      const json = JSON.stringify(body) ?? 'null';
      return { body: mode === 'encrypted' ? sealRequestBody(json, { publicKey }) : json, headers: {} };
    },
    open(text, headers) {
      return openResponseBody(text, headers.get('ENCRYPT-KEY'), tripleDesSecret ? { tripleDesSecret } : {});
    },
  };
}
