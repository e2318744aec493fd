// Maps the SDK's error classes to the plain, serialisable error RTK Query keeps in the store.
import {
  isBusinessError,
  isHttpStatusError,
  isNetworkError,
  isTimeoutError,
  isUnauthorizedError,
  isAbortError,
} from '@merchant-h5/sdk';

export type ApiErrorKind =
  'network' | 'timeout' | 'http' | 'business' | 'unauthorized' | 'aborted' | 'unknown';

export interface ApiError {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: string;
}

export function toApiError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (isNetworkError(error)) return { kind: 'network', message };
  if (isTimeoutError(error)) return { kind: 'timeout', message };
  if (isAbortError(error)) return { kind: 'aborted', message };
  if (isUnauthorizedError(error)) return { kind: 'unauthorized', message };
  if (isBusinessError(error)) return { kind: 'business', message, code: error.code };
  if (isHttpStatusError(error)) return { kind: 'http', message, status: error.status };
  return { kind: 'unknown', message };
}
