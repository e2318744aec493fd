// Maps the SDK's error classes to the plain, serialisable error RTK Query keeps in the store.
import {
  isBusinessError,
  isHttpStatusError,
  isNetworkError,
  isTimeoutError,
  isUnauthorizedError,
  isAbortError,
  isProtocolError,
} from '@merchant-h5/sdk';

export type ApiErrorKind =
  'network' | 'timeout' | 'http' | 'business' | 'protocol' | 'unauthorized' | 'aborted' | 'unknown';

export interface ApiError {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: string;
}

/** `服务暂时不可用（500 Internal Server Error），请稍后重试` */
export function httpStatusMessage(status: number, statusText: string): string {
  return `服务暂时不可用（${[status, statusText].filter(Boolean).join(' ')}），请稍后重试`;
}

export function toApiError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (isNetworkError(error)) return { kind: 'network', message };
  if (isTimeoutError(error)) return { kind: 'timeout', message };
  if (isAbortError(error)) return { kind: 'aborted', message };
  if (isUnauthorizedError(error)) return { kind: 'unauthorized', message };
  if (isBusinessError(error)) return { kind: 'business', message, code: error.code };
  // Not an envelope, or not decryptable: the merchant reads docs/product.md §8's '接口失败' all the
  // same.
  if (isProtocolError(error)) return { kind: 'protocol', message };
  // docs/product.md §8 raises "any other status" with its status text; the merchant reads it inside a
  // Chinese line.
  if (isHttpStatusError(error))
    return { kind: 'http', message: httpStatusMessage(error.status, message), status: error.status };
  return { kind: 'unknown', message };
}
