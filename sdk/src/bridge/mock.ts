// Mock mode (docs/product.md §4): canned data merged with the payload, or a bare answer after 1 s.
import type { BridgeMockOptions } from './types';

// docs/product.md §9: a mock call without a function name is answered after 1 s.
const MOCK_ANONYMOUS_DELAY_MS = 1000;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The mock answer to one call and when to give it.
 *
 * @example
 * ```ts
 * mockAnswer({ answers: { login: { result: '0000' } } }, 'login', { from: 'me' });
 * // { delayMs: 0, value: { result: '0000', from: 'me' } }
 * ```
 */
export function mockAnswer(
  mock: BridgeMockOptions,
  functionName: string,
  data: unknown,
): { delayMs: number; value: unknown } {
  const payload = isRecord(data) ? data : {};
  if (!functionName) return { delayMs: MOCK_ANONYMOUS_DELAY_MS, value: { ...payload } };
  const canned = Object.prototype.hasOwnProperty.call(mock.answers, functionName)
    ? mock.answers[functionName]
    : undefined;
  return { delayMs: mock.delayMs ?? 0, value: { ...(isRecord(canned) ? canned : {}), ...payload } };
}
