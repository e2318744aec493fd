// The text a merchant reads for a failed query: the ApiError's message (RTK Query keeps it as
// `error.message`; a thrown SerializedError has one too), else a generic line.
export const FALLBACK_ERROR = '加载失败，请稍后重试';

export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return FALLBACK_ERROR;
}

/** Whether a failure comes from the network rather than the server (picks the picture). */
export function isNetworkFailure(error: unknown): boolean {
  const kind = error && typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
  return kind === 'network' || kind === 'timeout';
}

/**
 * Whether 重试 can help: not after a 401, whose alert hands the merchant to the host's login
 * (docs/product.md §8); a retry button left behind that alert would only fail again.
 */
export function canRetry(error: unknown): boolean {
  const kind = error && typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
  return kind !== 'unauthorized';
}
