// Touch merchants through the real gateway: the merchant information is added once per
// Idempotency-Key, keeps only its contract's fields, names its category from the catalogue, checks
// its area and mobile, and an update changes what it sends and nothing else.
import { endpoints, type TouchMerchantList } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite();
const { call, callOffContract } = suite;

/** Without an id, touchQueryMerchantInfo answers the list (with one, that merchant). */
async function touchList(session: string): Promise<TouchMerchantList> {
  const { data } = await call(session, 'touchQueryMerchantInfo', {});
  const isList = (d: typeof data): d is TouchMerchantList => 'list' in d;
  if (!isList(data)) throw new Error('touchQueryMerchantInfo without an id answers the list');
  return data;
}

const form = {
  merchantName: '隔壁水果店',
  phone: '13900001111',
  contactName: '王芳',
  mccCd: '5411',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310101',
  address: '南京东路 100 号',
};

describe('touch merchants', () => {
  it('adds the merchant information with the MCC named by the catalogue, and the list and the record show it', async () => {
    const s = 'touch-add';
    const before = (await touchList(s)).total;
    const added = await call(s, 'touchAdd', form);
    expect(added.data).toMatchObject({ ...form, mccValue: '超市、便利店', autoImport: '1' });
    const list = await touchList(s);
    expect(list.total).toBe(before + 1);
    expect(list.list[0]).toEqual(added.data);
    expect((await call(s, 'touchQueryMerchantInfo', { id: added.data.id })).data).toEqual(added.data);
    expect((await call(s, 'touchQueryMerchantInfo', { id: 'TM-none' })).code).not.toBe('200');
  });

  it('the same Idempotency-Key, twice, saves one record', async () => {
    const s = 'touch-once';
    const before = (await touchList(s)).total;
    const send = () =>
      callEndpoint(suite.sim, endpoints.touchAdd, {
        session: s,
        body: form,
        headers: { 'Idempotency-Key': 'touch-once-1' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    const ids = [first, second, third].map((r) => (r.json?.data as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    expect((await touchList(s)).total).toBe(before + 1);
  });

  it('refuses a bad mobile, an unknown category and an area that is not one, keeping nothing', async () => {
    const s = 'touch-refuse';
    const before = (await touchList(s)).total;
    expect((await call(s, 'touchAdd', { ...form, phone: '23900001111' })).code).toBe('1001');
    expect((await call(s, 'touchNoAutoAdd', { ...form, mccCd: '0000' })).code).toBe('1001');
    expect((await call(s, 'touchAdd', { ...form, cityCode: '110100' })).code).toBe('1001');
    expect((await call(s, 'touchAdd', { ...form, provinceCode: '' })).code).toBe('1001');
    expect((await callOffContract(s, 'touchAdd', { phone: '13900001111' })).code).toBe('1001');
    expect((await touchList(s)).total).toBe(before);
  });

  it('noAutoAdd records a hand-added merchant; extra fields are dropped', async () => {
    const s = 'touch-manual';
    const added = (await callOffContract(s, 'touchNoAutoAdd', { ...form, remark: '周末营业' })).data;
    expect(added).toMatchObject({ autoImport: '0', merchantName: '隔壁水果店', mccValue: '超市、便利店' });
    expect(added).not.toHaveProperty('remark');
  });

  it('touchUpdate changes what it sends, keeps id, autoImport and createTime, and a refusal changes nothing', async () => {
    const s = 'touch-update';
    const added = (await call(s, 'touchAdd', form)).data;
    const updated = await callOffContract(s, 'touchUpdate', {
      id: added.id,
      merchantName: '隔壁水果店（新）',
      mccCd: '5812',
      autoImport: '0',
      createTime: 'later',
      remark: '周末营业',
    });
    expect(updated.data).toEqual({
      ...added,
      merchantName: '隔壁水果店（新）',
      mccCd: '5812',
      mccValue: '餐馆',
    });
    expect((await call(s, 'touchUpdate', { id: added.id, phone: '12345', contactName: '李四' })).code).toBe(
      '1001',
    );
    expect((await call(s, 'touchQueryMerchantInfo', { id: added.id })).data).toEqual(updated.data);
    expect((await call(s, 'touchUpdate', { id: 'TM-none', merchantName: 'x' })).code).not.toBe('200');
  });

  it('touchUpdate takes the area whole: a new province alone clears the city and district', async () => {
    const s = 'touch-area';
    const added = (await call(s, 'touchAdd', form)).data;
    const moved = await call(s, 'touchUpdate', { id: added.id, provinceCode: '110000' });
    expect(moved.code).toBe('200');
    expect(moved.data).toMatchObject({ provinceCode: '110000', cityCode: '', districtCode: '' });
    const kept = await call(s, 'touchUpdate', { id: added.id, address: '长安街 1 号' });
    expect(kept.data).toMatchObject({ provinceCode: '110000', address: '长安街 1 号' });
  });

  it('queryAddInit gives the pickers and the merchant defaults; queryMcc the same categories', async () => {
    const s = 'touch-init';
    const init = await call(s, 'touchQueryAddInit', {});
    expect(init.data.mccList.length).toBeGreaterThan(0);
    expect(init.data.provinces.some((p) => p.code === init.data.defaults.regProvCd)).toBe(true);
    expect((await call(s, 'touchQueryMcc', {})).data.list).toEqual(init.data.mccList);
  });
});
