// What the merchant adds and an answer lists whole stays bounded: addresses, touch merchants,
// credit card reservations, the switches, and the fields a stored form keeps.
import { describe, expect, it } from 'vitest';
import type { TouchMerchantList } from '@merchant-h5/sdk';
import { MAX_FORM_CHARS } from './forms';
import { MAX_ADDRESSES } from './pointsMall/integral-mall';
import { MAX_TOUCH_MERCHANTS } from './certification/touch';
import { simulatorSuite } from '../testing/suite';

const { call, callOffContract } = simulatorSuite();

/** Without an id, touchQueryMerchantInfo answers the list (with one, that merchant). */
async function touchList(session: string): Promise<TouchMerchantList> {
  const { data } = await call(session, 'touchQueryMerchantInfo', {});
  const isList = (d: typeof data): d is TouchMerchantList => 'list' in d;
  if (!isList(data)) throw new Error('touchQueryMerchantInfo without an id answers the list');
  return data;
}

const address = (i: number) => ({
  name: '张伟',
  phone: '13800138000',
  province: '上海市',
  city: '上海市',
  area: '黄浦区',
  detail: `南京东路 ${i} 号`,
});

describe('lists the merchant grows', () => {
  it(`keeps at most ${MAX_ADDRESSES} delivery addresses; an existing one can still be edited`, async () => {
    const s = 'cap-addresses';
    let last = await call(s, 'integralEditAddress', address(0));
    while (last.code === '200' && last.data.list.length < MAX_ADDRESSES)
      last = await call(s, 'integralEditAddress', address(last.data.list.length));
    expect(last.data.list).toHaveLength(MAX_ADDRESSES);
    expect(await call(s, 'integralEditAddress', address(99))).toMatchObject({ code: '3005' });
    const edited = await call(s, 'integralEditAddress', {
      ...address(100),
      addressId: last.data.list[0]!.addressId,
    });
    expect(edited.code).toBe('200');
    expect(edited.data.list).toHaveLength(MAX_ADDRESSES);
  });

  it(`keeps at most ${MAX_TOUCH_MERCHANTS} touch merchants`, async () => {
    const s = 'cap-touch';
    const total = async () => (await touchList(s)).total;
    for (let n = await total(); n < MAX_TOUCH_MERCHANTS; n += 1) {
      expect((await call(s, 'touchAdd', { merchantName: `店 ${n}`, phone: '13900001111' })).code).toBe('200');
    }
    expect(await call(s, 'touchAdd', { merchantName: '又一家', phone: '13900001111' })).toMatchObject({
      code: '3005',
    });
    expect(await total()).toBe(MAX_TOUCH_MERCHANTS);
  });

  it('keeps one credit card reservation per merchant', async () => {
    const s = 'cap-reservations';
    const reserve = (n: number) =>
      call(s, 'virtualCreditCardAddReservationInfo', {
        name: '李娜',
        idNo: '11010519491231002X',
        phone: `1380013${String(n).padStart(4, '0')}`,
      });
    expect((await reserve(0)).code).toBe('200');
    expect((await reserve(1)).msg).toBe('已预约，请勿重复提交');
    expect((await call(s, 'virtualCreditCardQueryReservationInfo')).data.reserved).toBe('1');
  });

  it('updates only the switches the merchant has, only to on or off', async () => {
    const s = 'cap-switches';
    expect((await call(s, 'switchUpdate', { key: 'anything', value: '1' })).code).toBe('1004');
    expect((await call(s, 'switchUpdate', { key: 'voiceBroadcast', value: 'loud' })).code).toBe('1001');
    expect((await call(s, 'switchUpdate', { key: 'voiceBroadcast', value: '0' })).code).toBe('200');
    expect(Object.keys((await call(s, 'switchGet')).data)).not.toContain('anything');
  });
});

describe('a stored form', () => {
  const extra = (from: number, count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`note${from + i}`, 'x'.repeat(200)]));

  it(`keeps fields the contract does not name, up to ${MAX_FORM_CHARS} characters in all`, async () => {
    const s = 'cap-form';
    const base = { businessName: '幸福便利店' };
    expect((await call(s, 'cpMerchantSubmit', { ...base, ...extra(0, 10) })).code).toBe('200');
    expect(await call(`${s}-long`, 'cpMerchantSubmit', { ...base, ...extra(0, 100) })).toMatchObject({
      code: '1001',
      msg: expect.stringContaining('表单内容过长'),
    });
  });

  it('a touch merchant keeps only its contract’s fields, so updates cannot grow it', async () => {
    const s = 'cap-form-updates';
    const added = await call(s, 'touchAdd', {
      merchantName: '街角面馆',
      phone: '13900002222',
    });
    for (let round = 0; round < 3; round += 1)
      expect(
        (await callOffContract(s, 'touchUpdate', { id: added.data.id, ...extra(round * 10, 10) })).code,
      ).toBe('200');
    expect((await call(s, 'touchQueryMerchantInfo', { id: added.data.id })).data).toEqual(added.data);
  });
});
