// The business envelope {code, msg, data} of every gateway answer (DESIGN.md).
import { BusinessError } from './errors/BusinessError';

interface BusinessEnvelope {
  code: unknown;
  msg?: unknown;
  data?: unknown;
}

export function isBusinessEnvelope(value: unknown): value is BusinessEnvelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'code' in value;
}

/** `code === '200'` → data; any other code → BusinessError(msg or '接口失败'); no envelope → '接口失败'. */
export function unwrapBusiness<T>(result: unknown, status: number): T {
  if (!isBusinessEnvelope(result)) throw new BusinessError(undefined, undefined, status);
  if (result.code === '200') return result.data as T;
  const msg = typeof result.msg === 'string' ? result.msg : undefined;
  throw new BusinessError(String(result.code), msg, status);
}
