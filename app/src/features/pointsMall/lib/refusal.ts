// The server's refusals on screen: which failures of a load mean "there is no such thing" (the
// server's 1004), so the screen says so with a way on instead of a 重试 that would only fail again;
// and the points in a refusal's words, formatted like every other points number.
import type { ApiError } from '../../../lib/apiError';
import { formatPoints } from '../../../lib/format';

export function isNotFound(error: unknown): error is ApiError {
  const e = error as Partial<ApiError> | undefined;
  return e?.kind === 'business' && e.code === '1004';
}

/**
 * The server's refusal with its points written as everywhere else on screen: '积分不足，还差 2900 积分'
 * reads '积分不足，还差 2,900 积分' (the words are the server's; only the number's form is the app's).
 */
export function withPointsFormatted(message: string): string {
  // No lookbehind: Safari 14 (the iOS hosts' oldest engine) lacks it.
  return message.replace(
    /(^|[^\d,.])(\d{4,})(?=\s*积分)/g,
    (_all, before: string, digits: string) => before + formatPoints(Number(digits)),
  );
}
