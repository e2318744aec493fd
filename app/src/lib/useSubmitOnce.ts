// A form's submit: one idempotency key per action (lib/useIdempotencyKey), reused by a double tap, by
// a retry after a failure and, while the answer is unknown, after a reload (the server replays its
// first answer); once the answer is known, a changed form gets a new key. A call that sends no key
// (submitWithoutKey) gets the same one-at-a-time and toasts, and keeps nothing pending.
// A failure is told once, as a toast: the shell's for network and HTTP failures, this one's for the
// server's refusals (the form keeps everything typed).
import { useCallback, useRef, useState } from 'react';
import { isSaidByShell } from './apiError';
import type { ApiError } from './apiError';
import { showToast } from './ui/toast';
import { useIdempotencyKey } from './useIdempotencyKey';

type Outcome<T> = { data: T } | { error: unknown };

export interface SubmitOptions {
  /**
   * The form shows this refusal itself, beside the field it names (true): no toast then, so the
   * failure is told once.
   */
  shownInline?: (error: ApiError) => boolean;
}

export interface SubmitOnce {
  /** Runs `send(key)` for `body` unless one is in flight; resolves with the data, or undefined after a failure. */
  submit: <T>(
    body: unknown,
    send: (idempotencyKey: string) => PromiseLike<Outcome<T>>,
    options?: SubmitOptions,
  ) => Promise<T | undefined>;
  /**
   * As `submit`, for a call that sends no key (its endpoint is not `idempotent` in the catalogue, so
   * the SDK would drop one): no key is made, and none is left pending for a reload to find.
   */
  submitWithoutKey: <T>(
    send: () => PromiseLike<Outcome<T>>,
    options?: SubmitOptions,
  ) => Promise<T | undefined>;
  submitting: boolean;
}

/**
 * @param action names the action within its screen (a row's action names its row: `gift-${id}`), so
 * each keeps its own pending key across a reload (lib/useIdempotencyKey).
 */
export function useSubmitOnce(action: string): SubmitOnce {
  const keyFor = useIdempotencyKey(action);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submitWithoutKey = useCallback(
    async <T>(send: () => PromiseLike<Outcome<T>>, options: SubmitOptions = {}) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const outcome = await send();
        if ('error' in outcome) {
          const error = outcome.error as ApiError;
          if (!isSaidByShell(error) && !options.shownInline?.(error))
            showToast(error.message || '提交失败，请重试');
          return undefined;
        }
        return outcome.data;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [],
  );
  // The key is taken (and kept pending) only once the call is sure to run: not during a double tap.
  const submit = useCallback(
    <T>(body: unknown, send: (k: string) => PromiseLike<Outcome<T>>, options?: SubmitOptions) =>
      submitWithoutKey(() => send(keyFor(body)), options),
    [keyFor, submitWithoutKey],
  );
  return { submit, submitWithoutKey, submitting };
}
