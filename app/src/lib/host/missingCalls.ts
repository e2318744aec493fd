// Bridge calls a host turned out to lack. An app build may have no OCR at all: its bridge answers
// errorCode NOT_FOUND (or the SDK's version gate refuses the call). Once seen, the call is not
// offered again by that host while the page lives, and the screen says to type instead.
import { isNativeError, isVersionGateError } from '@merchant-h5/sdk';

const missing = new WeakMap<object, Set<string>>();

/** Whether `error` says the host has no such call (not that the call itself failed). */
export function isMissingCall(error: unknown): boolean {
  return (isNativeError(error) && error.errorCode === 'NOT_FOUND') || isVersionGateError(error);
}

/**
 * Remembers `name` as missing from `host` when `error` says so; true when it did.
 *
 * @example catch (e) { if (noteMissingCall(native, 'scanIdCard', e)) setState('unsupported'); }
 */
export function noteMissingCall(host: object, name: string, error: unknown): boolean {
  if (!isMissingCall(error)) return false;
  const names = missing.get(host) ?? new Set<string>();
  missing.set(host, names.add(name));
  return true;
}

/** @example const offer = native !== null && !isKnownMissing(native, 'scanBankCard'); */
export function isKnownMissing(host: object | null, name: string): boolean {
  return host !== null && (missing.get(host)?.has(name) ?? false);
}
