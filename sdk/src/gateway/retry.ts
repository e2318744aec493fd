// Opt-in retry of one call: network errors, 5xx answers and timeouts, with exponential backoff and
// jitter. Only GETs and calls carrying an Idempotency-Key qualify; every attempt reuses the key, so
// the server replays the first answer instead of acting twice.
import { AbortError } from './errors/abort-error';
import { isHttpStatusError } from './errors/http-status-error';
import { isNetworkError } from './errors/network-error';
import { isTimeoutError } from './errors/timeout-error';
import type { RetryOptions } from './types';

interface RetryPlan {
  retries: number;
  backoffMs: number;
  maxBackoffMs: number;
}

/** The plan for a call, or null when it must not be retried. */
export function retryPlan(option: RetryOptions | number | undefined, retriable: boolean): RetryPlan | null {
  if (option === undefined || !retriable) return null;
  const o = typeof option === 'number' ? { retries: option } : option;
  const retries = Math.max(0, Math.floor(o.retries ?? 2));
  if (retries === 0) return null;
  return {
    retries,
    backoffMs: Math.max(0, o.backoffMs ?? 300),
    maxBackoffMs: Math.max(0, o.maxBackoffMs ?? 3000),
  };
}

function isTransient(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || (isHttpStatusError(error) && error.status >= 500);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` once, then again after each transient failure while the plan allows. */
export async function withRetry<T>(
  plan: RetryPlan | null,
  signal: AbortSignal | undefined,
  attempt: () => Promise<T>,
  random: () => number = Math.random,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!plan || tried >= plan.retries || !isTransient(error)) throw error;
      const wait = Math.min(plan.maxBackoffMs, plan.backoffMs * 2 ** tried);
      await pause(wait * (1 + 0.2 * random()), signal);
    }
  }
}
