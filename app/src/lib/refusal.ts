// A server refusal that names its field ('参数错误：registNo 营业执照注册号校验位不正确', docs/simulator.md
// "Business certification's audit"): which field, and the words to show beside it. Every form that
// places a refusal beside its field reads it here.
import type { ApiError } from './apiError';

export interface FieldRefusal<F extends string> {
  field: F;
  text: string;
}

/**
 * @example refusedField({ kind: 'business', message: '参数错误：registNo 营业执照注册号格式不正确' }, ['registNo'])
 * // { field: 'registNo', text: '营业执照注册号格式不正确' }
 */
export function refusedField<F extends string>(
  error: Pick<ApiError, 'kind' | 'message'>,
  fields: readonly F[],
): FieldRefusal<F> | null {
  if (error.kind !== 'business') return null;
  const m = /^(?:[^：]*：)?\s*([A-Za-z]\w*)\s+(.+)$/.exec(error.message);
  if (!m || !(fields as readonly string[]).includes(m[1]!)) return null;
  return { field: m[1] as F, text: m[2]! };
}
