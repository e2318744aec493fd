// pos-user-service answers keep the shapes the SDK declares: an update cannot rewrite what the
// simulator owns, and a switch is only one the merchant has.
import { describe, expect, it } from 'vitest';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { simulatorSuite } from '../testing/suite';

const { call } = simulatorSuite();

describe('touch merchants', () => {
  it('touchUpdate changes the form but keeps id, autoImport and createTime, and checks the phone', async () => {
    const s = 'pus-touch';
    const added = (
      await call<EndpointResponse<'touchAdd'>>(s, 'touchAdd', {
        merchantName: '隔壁水果店',
        phone: '13900001111',
      })
    ).data;
    const updated = await call<EndpointResponse<'touchUpdate'>>(s, 'touchUpdate', {
      id: added.id,
      merchantName: '隔壁水果店（新）',
      autoImport: '0',
      createTime: 'later',
      remark: '周末营业',
    });
    expect(updated.data).toEqual({
      ...added,
      merchantName: '隔壁水果店（新）',
      remark: '周末营业',
    });
    expect((await call(s, 'touchUpdate', { id: added.id, phone: '12345' })).code).toBe('1001');
  });
});

describe('switches', () => {
  it('switchGet answers one switch by key and 1004 for a key that is not a switch', async () => {
    const s = 'pus-switch';
    expect((await call(s, 'switchGet', { key: 'voiceBroadcast' })).data).toEqual({
      key: 'voiceBroadcast',
      value: '1',
    });
    expect((await call(s, 'switchGet', { key: 'toString' })).code).toBe('1004');
  });
});
