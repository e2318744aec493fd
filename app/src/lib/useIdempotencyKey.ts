// One Idempotency-Key per request body: the same body (a double tap, a retry after a failure)
// carries the same key, so the server applies it once; another body (the merchant changed the
// form, picked another channel) gets a new key, since the server refuses a key reused for a
// different body (409 '4009') for good.
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@merchant-h5/sdk';

/**
 * @example
 * const keyFor = useIdempotencyKey();
 * await apply({ body, idempotencyKey: keyFor(body) });
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body) ?? '';
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
