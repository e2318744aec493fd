// Submit-then-query flows share one record shape (state.forms): submit stores, query reads.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { dateTime } from '../../state/clock';
import type { FormRecord, MerchantState } from '../../state/model';
import { badParam } from '../errors';

export function submitForm(
  state: MerchantState,
  key: string,
  data: Record<string, unknown>,
  now: number,
  status: FormRecord['status'] = '01',
  statusName = '审核中',
): FormRecord {
  const record = { status, statusName, submitTime: dateTime(now), data };
  state.forms[key] = record;
  return record;
}

export function formOrNone(state: MerchantState, key: string): EndpointResponse<'cpMerchantQuery'> {
  return state.forms[key] ?? { status: 'none', statusName: '未提交', submitTime: null, data: null };
}

/** What one stored form may hold, as JSON: the largest form the app sends is a few KB. */
export const MAX_FORM_CHARS = 16_384;

/**
 * The input without the flags that are transport, not content. A form keeps fields the contract
 * does not name (`FormFields`), so its size is bounded here, as each string is by the gateway.
 */
export function formData(input: Record<string, unknown>): Record<string, unknown> {
  const { pageNum: _p, pageSize: _s, ...rest } = input;
  if (JSON.stringify(rest).length > MAX_FORM_CHARS)
    throw badParam(`表单内容过长（最多 ${MAX_FORM_CHARS} 个字符）`);
  return rest;
}
