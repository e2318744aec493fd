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

/**
 * `服务暂时不可用，请稍后重试（错误码 500）`. docs/product.md §8 raises the status text, but the merchant
 * reads Chinese: the text ('Internal Server Error') stays on the SDK's error, the code is enough here.
 */
export function httpStatusMessage(status: number): string {
  return `服务暂时不可用，请稍后重试${status ? `（错误码 ${status}）` : ''}`;
}

export const UNAUTHORIZED_TEXT = '登录已失效，请重新登录';
export const BUSINESS_FALLBACK_TEXT = '接口失败';
export const UNKNOWN_FAILURE_TEXT = '加载失败，请稍后重试';

const CJK = /[\u4e00-\u9fff]/;

/**
 * Copy for merchants is Chinese (docs/product.md "UI rules"): a message with no Chinese in it (an
 * English status text, 'Unauthorized', a stack line) gives way to `fallback`.
 */
export function merchantText(message: string, fallback: string): string {
  return CJK.test(message) ? message : fallback;
}

/**
 * Whether the shell toasts this failure of an action (`TOASTED_KINDS`, app/startup/requestFeedback).
 * A screen deciding whether to say a failure itself asks {@link isSaidByShell}: a 401 is not toasted
 * but is the login gate's to say.
 */
export function isToastedByShell(error: Pick<ApiError, 'kind'>): boolean {
  return TOASTED_KINDS.has(error.kind);
}

/**
 * Whether the shell already tells the merchant about this failure: toasted (network, HTTP, timeout),
 * handed to the login gate's dialog (401), or no failure at all (aborted). A screen says the other
 * kinds itself, so each failure is told once.
 *
 * @example if (!isSaidByShell(error)) showToast(error.message);
 */
export function isSaidByShell(error: Pick<ApiError, 'kind'>): boolean {
  return SAID_BY_THE_SHELL.has(error.kind);
}

export function toApiError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (isNetworkError(error)) return { kind: 'network', message };
  if (isTimeoutError(error)) return { kind: 'timeout', message: merchantText(message, UNKNOWN_FAILURE_TEXT) };
  if (isAbortError(error)) return { kind: 'aborted', message };
  if (isUnauthorizedError(error))
    return { kind: 'unauthorized', message: merchantText(message, UNAUTHORIZED_TEXT) };
  if (isBusinessError(error))
    return { kind: 'business', message: merchantText(message, BUSINESS_FALLBACK_TEXT), code: error.code };
  // Not an envelope, or not decryptable: the merchant reads docs/product.md §8's '接口失败' all the
  // same.
  if (isProtocolError(error))
    return { kind: 'protocol', message: merchantText(message, BUSINESS_FALLBACK_TEXT) };
  if (isHttpStatusError(error))
    return { kind: 'http', message: httpStatusMessage(error.status ?? 0), status: error.status };
  return { kind: 'unknown', message: merchantText(message, UNKNOWN_FAILURE_TEXT) };
}

/** An action's answer was lost and asking again found nothing either: it may or may not have happened. */
export const OUTCOME_UNKNOWN_TEXT = '网络异常，结果未知。稍后再点一次即查询这笔结果，不会重复提交';
/** The action's key came back with another body: the first one reached the server. */
export const ALREADY_SENT_TEXT = '这笔操作已提交过，请先查看结果再操作';

/**
 * Whether an action may have happened although no answer said so: the request may have reached the
 * server (a timeout, a lost or cut answer, a 5xx), so only the same key may be sent again.
 */
export function isOutcomeUnknown(error: Pick<ApiError, 'kind' | 'status'>): boolean {
  return (
    error.kind === 'timeout' ||
    error.kind === 'network' ||
    error.kind === 'protocol' ||
    (error.kind === 'http' && (error.status ?? 500) >= 500)
  );
}

/** The failures of an action the shell toasts (app/startup/requestFeedback.ts). */
export const TOASTED_KINDS: ReadonlySet<ApiErrorKind> = new Set(['network', 'http', 'timeout']);

/** Toasted, handed to the login gate (401), or no failure at all (aborted): nothing more to say. */
const SAID_BY_THE_SHELL: ReadonlySet<ApiErrorKind> = new Set([...TOASTED_KINDS, 'unauthorized', 'aborted']);

/**
 * Whether an action's failure is the screen's to say, beside the action (one message per failure):
 * the server's refusal, a broken answer, an unknown failure, or anything not from the api (a
 * bridge error).
 *
 * @example {failure && isShownInline(failure) ? <p role="alert">{errorMessage(failure)}</p> : null}
 */
export function isShownInline(error: unknown): boolean {
  if (!error) return false;
  const kind = typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
  return typeof kind !== 'string' || !isSaidByShell({ kind: kind as ApiErrorKind });
}
