// A form's submit: one idempotency key per filled-in form, reused by a double tap and by a retry
// after a failure (the server replays its first answer), renewed only once the submit succeeded.
// A failure is told once, as a toast: the shell's for network and HTTP failures, this one's for the
// server's refusals (the form keeps everything typed).
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@merchant-h5/sdk';
import { isToastedByShell } from '../../../lib/apiError';
import type { ApiError } from '../../../lib/apiError';
import { showToast } from '../../../lib/ui/toast';

type Outcome<T> = { data: T } | { error: unknown };

export interface SubmitOnce {
  /** Runs `send(key)` unless one is in flight; resolves with the data, or undefined after a failure. */
  submit: <T>(send: (idempotencyKey: string) => PromiseLike<Outcome<T>>) => Promise<T | undefined>;
  submitting: boolean;
}

export function useSubmitOnce(): SubmitOnce {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(async <T>(send: (k: string) => PromiseLike<Outcome<T>>) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setSubmitting(true);
    key.current ??= newIdempotencyKey();
    try {
      const outcome = await send(key.current);
      if ('error' in outcome) {
        const error = outcome.error as ApiError;
        if (!isToastedByShell(error)) showToast(error.message || '提交失败，请重试');
        return undefined;
      }
      key.current = null;
      return outcome.data;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submit, submitting };
}
