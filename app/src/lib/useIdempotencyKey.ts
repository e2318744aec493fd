// One Idempotency-Key per action. The same body (a double tap, a retry after a failure) carries the
// same key, so the server applies it once. While the answer to a key is unknown (a timeout, a lost
// or cut answer) the key stays the action's whatever the body, and across a reload
// (lib/pendingActions): a second tap then gets the first answer, or the server's 409 '4009' when the
// form changed, never a second effect. Once the answer is known, another body gets a new key.
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@merchant-h5/sdk';
import { actionScope, keepPending, pendingKey } from './pendingActions';

/**
 * @param name tells two actions of one screen apart (the fee's 支付 and 申请退款).
 * @example
 * const keyFor = useIdempotencyKey('apply');
 * await apply({ body, idempotencyKey: keyFor(body) });
 */
export function useIdempotencyKey(name = 'submit'): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback(
    (body: unknown) => {
      const text = JSON.stringify(body) ?? '';
      const scope = actionScope(name);
      const pending = pendingKey(scope);
      if (last.current?.body === text) {
        // The same action again: its key, pending again until this answer is known.
      } else if (pending !== undefined) {
        last.current = { body: text, key: pending };
      } else {
        last.current = { body: text, key: newIdempotencyKey() };
      }
      keepPending(scope, last.current.key);
      return last.current.key;
    },
    [name],
  );
}
