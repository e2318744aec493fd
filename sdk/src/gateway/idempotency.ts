import { bytesToHex, randomBytes } from '../envelope/bytes';

/**
 * A fresh `Idempotency-Key` (UUID v4). Built on `crypto.getRandomValues`, because
 * `crypto.randomUUID` is missing on plain-http pages. Keep the key for the action and send it
 * again when the merchant retries; the gateway replays the first answer.
 *
 * @example
 * ```ts
 * const key = newIdempotencyKey();
 * await gateway.call(endpoints.createOrder, { body, idempotencyKey: key }); // and again on retry
 * ```
 */
export function newIdempotencyKey(): string {
  const b = randomBytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = bytesToHex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
