// pos-user-service answers keep the shapes the SDK declares: an update cannot rewrite what the
// simulator owns, and a switch is only one the merchant has.
import { describe, expect, it } from 'vitest';
import type { TouchMerchantList } from '@merchant-h5/sdk';
import { simulatorSuite } from '../testing/suite';

const { call } = simulatorSuite();

/** Without an id, touchQueryMerchantInfo answers the list (with one, that merchant). */
async function touchList(session: string): Promise<TouchMerchantList> {
  const { data } = await call(session, 'touchQueryMerchantInfo', {});
  const isList = (d: typeof data): d is TouchMerchantList => Array.isArray(d.list);
  if (!isList(data)) throw new Error('touchQueryMerchantInfo without an id answers the list');
  return data;
}

describe('touch merchants', () => {
  it('touchUpdate changes the form but keeps id, autoImport and createTime, and checks the phone', async () => {
    const s = 'pus-touch';
    const added = (
      await call(s, 'touchAdd', {
        merchantName: '隔壁水果店',
        phone: '13900001111',
      })
    ).data;
    const updated = await call(s, 'touchUpdate', {
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

describe('touch merchants: onboarding reads and records', () => {
  it('queryAddInit gives the pickers and the merchant defaults; noAutoAdd records a hand-added merchant the list then shows', async () => {
    const s = 'pus-touch-init';
    const init = await call(s, 'touchQueryAddInit', {});
    expect(init.data.mccList.length).toBeGreaterThan(0);
    expect(init.data.provinces.some((p) => p.code === init.data.defaults.regProvCd)).toBe(true);
    const mcc = await call(s, 'touchQueryMcc', {});
    expect(mcc.data.list).toEqual(init.data.mccList);
    const before = (await touchList(s)).total;
    const added = (
      await call(s, 'touchNoAutoAdd', {
        merchantName: '好再来小吃',
        phone: '13800138000',
        mccCd: '5812',
      })
    ).data;
    expect(added).toMatchObject({ autoImport: '0', merchantName: '好再来小吃', mccCd: '5812' });
    const list = await touchList(s);
    expect(list.total).toBe(before + 1);
    expect(list.list[0]?.id).toBe(added.id);
    expect((await call(s, 'touchQueryMerchantInfo', { id: added.id })).data).toEqual(added);
    expect((await call(s, 'touchQueryMerchantInfo', { id: 'TM-none' })).code).not.toBe('200');
    expect((await call(s, 'touchNoAutoAdd', { merchantName: '好再来小吃', phone: '123' })).code).toBe('1001');
  });
});

describe('virtual credit card reservations', () => {
  it('reserves once per phone, and the query shows the reservation', async () => {
    const s = 'pus-vcc';
    expect((await call(s, 'virtualCreditCardQueryReservationInfo', {})).data).toEqual({
      reserved: '0',
      list: [],
    });
    const reserved = await call(s, 'virtualCreditCardAddReservationInfo', {
      name: '李娜',
      phone: '13800138000',
    });
    expect(reserved.data).toMatchObject({
      name: '李娜',
      phone: '13800138000',
      status: '01',
      statusName: '已预约',
    });
    expect(
      (await call(s, 'virtualCreditCardAddReservationInfo', { name: '李娜', phone: '13800138000' })).msg,
    ).toBe('已预约，请勿重复提交');
    expect((await call(s, 'virtualCreditCardAddReservationInfo', { name: '李娜', phone: '1380' })).code).toBe(
      '1001',
    );
    expect((await call(s, 'virtualCreditCardQueryReservationInfo', {})).data).toEqual({
      reserved: '1',
      list: [reserved.data],
    });
  });
});
