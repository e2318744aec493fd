// The business envelope {code, msg, data} of every gateway answer (docs/protocol.md §4).
import { BusinessError } from './errors/business-error';
import { ProtocolError } from './errors/protocol-error';

interface BusinessEnvelope {
  code: unknown;
  msg?: unknown;
  data?: unknown;
}

export function isBusinessEnvelope(value: unknown): value is BusinessEnvelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'code' in value;
}

/**
 * `code === '200'` → data; any other code → BusinessError(msg or '接口失败'); an answer that is not
 * an envelope at all → ProtocolError (the merchant reads the same '接口失败').
 */
export function unwrapBusiness<T>(result: unknown, status: number): T {
  if (!isBusinessEnvelope(result)) throw new ProtocolError('not-an-envelope', { status });
  if (result.code === '200') return result.data as T;
  const msg = typeof result.msg === 'string' ? result.msg : undefined;
  throw new BusinessError(String(result.code), msg, status);
}
