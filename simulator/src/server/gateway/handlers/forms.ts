// Submit-then-query flows share one record shape (state.forms): submit stores, query reads.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { dateTime } from '../../state/clock';
import type { FormRecord, MerchantState } from '../../state/model';

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

/** The input without the flags that are transport, not content. */
export function formData(input: Record<string, unknown>): Record<string, unknown> {
  const { pageNum: _p, pageSize: _s, ...rest } = input;
  return rest;
}
