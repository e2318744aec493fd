// Cancellation plumbing of one gateway: each call gets an AbortController wired to the per-call
// timeout, the caller's signal and abortAll(); the call's promise settles with the first of them.
import { AbortError } from './errors/abort-error';
import type { GatewayError } from './errors/gateway-error';
import { TimeoutError } from './errors/timeout-error';

export interface CallScopes {
  within<T>(
    callerSignal: AbortSignal | undefined,
    work: (signal: AbortSignal) => Promise<T>,
    timeoutMs?: number,
  ): Promise<T>;
  abortAll(): void;
}

export function createCallScopes(defaultTimeoutMs: number): CallScopes {
  const live = new Set<(error: GatewayError) => void>();

  async function within<T>(
    callerSignal: AbortSignal | undefined,
    work: (signal: AbortSignal) => Promise<T>,
    timeoutMs = defaultTimeoutMs,
  ): Promise<T> {
    if (callerSignal?.aborted) throw new AbortError();
    const controller = new AbortController();
    let stop!: (error: GatewayError) => void;
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    const abort = (error: GatewayError) => {
      if (controller.signal.aborted) return;
      controller.abort(error);
      stop(error);
    };
    const onCallerAbort = () => abort(new AbortError());
    live.add(abort);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => abort(new TimeoutError(timeoutMs)), timeoutMs);
    try {
      // Racing (not only passing the signal) also ends waits fetch cannot see, e.g. a host app
      // that never answers the device-info bridge call of the header strategy.
      return await Promise.race([work(controller.signal), stopped]);
    } finally {
      clearTimeout(timer);
      live.delete(abort);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    within,
    abortAll() {
      for (const abort of [...live]) abort(new AbortError());
    },
  };
}
