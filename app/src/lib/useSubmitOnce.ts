// A form's submit: one idempotency key per body (lib/useIdempotencyKey), reused by a double tap and
// by a retry after a failure (the server replays its first answer); a form changed after a failure
// gets a new key, which the server would otherwise refuse for good (409 '4009').
// A failure is told once, as a toast: the shell's for network and HTTP failures, this one's for the
// server's refusals (the form keeps everything typed).
import { useCallback, useRef, useState } from 'react';
import { isToastedByShell } from './apiError';
import type { ApiError } from './apiError';
import { showToast } from './ui/toast';
import { useIdempotencyKey } from './useIdempotencyKey';

type Outcome<T> = { data: T } | { error: unknown };

export interface SubmitOnce {
  /** Runs `send(key)` for `body` unless one is in flight; resolves with the data, or undefined after a failure. */
  submit: <T>(
    body: unknown,
    send: (idempotencyKey: string) => PromiseLike<Outcome<T>>,
  ) => Promise<T | undefined>;
  submitting: boolean;
}

export interface SubmitOnceOptions {
  /** Shows a refusal beside its field instead (true: shown, so no toast): one message per failure. */
  showInline?: (error: ApiError) => boolean;
}

export function useSubmitOnce({ showInline }: SubmitOnceOptions = {}): SubmitOnce {
  const keyFor = useIdempotencyKey();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(
    async <T>(body: unknown, send: (k: string) => PromiseLike<Outcome<T>>) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const outcome = await send(keyFor(body));
        if ('error' in outcome) {
          const error = outcome.error as ApiError;
          if (!isToastedByShell(error) && !showInline?.(error))
            showToast(error.message || '提交失败，请重试');
          return undefined;
        }
        return outcome.data;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [keyFor, showInline],
  );
  return { submit, submitting };
}
