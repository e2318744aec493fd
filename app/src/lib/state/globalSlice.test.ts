import { describe, expect, it } from 'vitest';
import {
  clearErrMsg,
  globalSlice,
  initialGlobalState,
  mergeFormTemp,
  requestFailed,
  requestFinished,
  requestStarted,
} from './globalSlice';

const reduce = globalSlice.reducer;

describe('global slice (docs/product.md §3–4)', () => {
  it('has exactly the docs/product.md §3 fields, requestStaus spelled as it is spelled there', () => {
    expect(Object.keys(initialGlobalState).sort()).toEqual([
      'errMsg',
      'formTemp',
      'loginToken',
      'requestStaus',
      'uuid',
    ]);
  });

  it('marks a request in progress, clears it on finish', () => {
    const started = reduce(initialGlobalState, requestStarted());
    expect(started.requestStaus).toBe(true);
    expect(reduce(started, requestFinished()).requestStaus).toBe(false);
  });

  it('stores the failure message and clears the in-progress mark; the message can be cleared', () => {
    const failed = reduce(reduce(initialGlobalState, requestStarted()), requestFailed('接口失败'));
    expect(failed).toMatchObject({ requestStaus: false, errMsg: '接口失败' });
    expect(reduce(failed, clearErrMsg()).errMsg).toBe('');
  });

  it('merges form temp data instead of replacing it', () => {
    const once = reduce(initialGlobalState, mergeFormTemp({ cardNo: '6222', step: 1 }));
    const twice = reduce(once, mergeFormTemp({ step: 2, phoneNo: '13800000000' }));
    expect(twice.formTemp).toEqual({ cardNo: '6222', step: 2, phoneNo: '13800000000' });
    expect(once.formTemp).toEqual({ cardNo: '6222', step: 1 });
  });
});
