// The server's refusals on screen: which failures of a load mean "there is no such thing" (the
// server's 1004), so the screen says so with a way on instead of a 重试 that would only fail again.
import type { ApiError } from '../../../lib/apiError';

export function isNotFound(error: unknown): error is ApiError {
  const e = error as Partial<ApiError> | undefined;
  return e?.kind === 'business' && e.code === '1004';
}
