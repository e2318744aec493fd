// The server's 1004: there is no such message, so the screen says so with the way back instead of a
// 重试 that would only fail again.
import type { ApiError } from '../../../lib/apiError';

export function isNotFound(error: unknown): error is ApiError {
  const e = error as Partial<ApiError> | undefined;
  return e?.kind === 'business' && e.code === '1004';
}
