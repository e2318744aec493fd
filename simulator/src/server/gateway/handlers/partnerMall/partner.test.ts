// The points activity taken part in once (integralAttend) and the partner malls' login address QA
// can make hostile (PUT /__sim/points/partner-login).
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../state/clock';
import { endpoints } from '@merchant-h5/sdk';
import { TODAY, callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, control } = suite;

describe('the points activity (A1010 积分狂欢周)', () => {
  it('takes part once: its 20 points land in the balance and the bill, the next visit says 已参与', async () => {
    const s = 'act-attend';
    const before = await call(s, 'activityInfo', { activityId: 'A1010' });
    expect(before.data).toMatchObject({ kind: 'pointsMall', status: '1', attended: '0', attendTime: '' });
    expect(before.data.drawTimes).toBe(0);
    expect(before.data.prizes).toEqual([expect.objectContaining({ prizeType: '02', amount: 20 })]);
    const home = await call(s, 'integralHome');

    const attended = await call(s, 'integralAttend', { activityId: 'A1010' });
    expect(attended.code).toBe('200');
    expect(attended.data).toMatchObject({
      activityId: 'A1010',
      attended: '1',
      balance: home.data.balance + 20,
    });

    const bill = await call(s, 'integralBill');
    expect(bill.data.list[0]).toMatchObject({ title: '参与活动：积分狂欢周', points: 20, type: '01' });

    const again = await call(s, 'integralAttend', { activityId: 'A1010' });
    expect(again).toMatchObject({ code: '3007', msg: '已参与本次活动，请勿重复操作' });
    expect((await call(s, 'integralHome')).data.balance).toBe(home.data.balance + 20);

    const after = await call(s, 'activityInfo', { activityId: 'A1010' });
    expect(after.data).toMatchObject({ attended: '1', attendTime: attended.data.attendTime });
  });

  it('a double tap (the same Idempotency-Key) is answered the first success, and attends once', async () => {
    const s = 'act-double';
    const home = await call(s, 'integralHome');
    const tap = () =>
      callEndpoint(suite.sim, endpoints.integralAttend, {
        session: s,
        body: { activityId: 'A1010' },
        headers: { 'Idempotency-Key': '0b7d3f52-6a1c-4c8e-9f4e-3d2a1b0c9e8f' },
      });
    const [first, second] = await Promise.all([tap(), tap()]);
    expect(first.json).toMatchObject({ code: '200', data: { balance: home.data.balance + 20 } });
    expect(second.text).toBe(first.text);
    expect((await call(s, 'integralHome')).data.balance).toBe(home.data.balance + 20);
  });

  it('attends the first points activity when none is named; other activities answer no attendance', async () => {
    const s = 'act-default';
    expect((await call(s, 'integralAttend')).data).toMatchObject({ activityId: 'A1010', attended: '1' });
    const lottery = await call(s, 'activityInfo', { activityId: 'A1001' });
    expect(lottery.data).not.toHaveProperty('attended');
    expect(await call(s, 'integralAttend', { activityId: 'A1001' })).toMatchObject({ code: '3005' });
    expect(await call(s, 'integralAttend', { activityId: 'A9999' })).toMatchObject({ code: '1004' });
  });

  it('refuses an ended activity (3005) and gives nothing', async () => {
    const s = 'act-ended';
    const home = await call(s, 'integralHome');
    suite.clock.now = TODAY + 8 * DAY_MS;
    try {
      expect((await call(s, 'activityInfo', { activityId: 'A1010' })).data.status).toBe('2');
      expect(await call(s, 'integralAttend', { activityId: 'A1010' })).toMatchObject({
        code: '3005',
        msg: '活动已结束',
      });
      expect((await call(s, 'integralHome')).data.balance).toBe(home.data.balance);
    } finally {
      suite.clock.now = TODAY;
    }
  });
});

describe('the partner login address QA can set', () => {
  it('answers the address as set, for either mall, until restored; per session', async () => {
    const s = 'partner-hostile';
    const hostile = 'https://duiba.sim.localhost.evil.com/autoLogin?uid=1';
    expect(await control('PUT', `/points/partner-login?session=${s}`, { url: hostile })).toEqual({
      status: 200,
      body: { session: s, url: hostile },
    });
    expect((await control('GET', `/points/partner-login?session=${s}`)).body.url).toBe(hostile);
    for (const mall of ['duiba', 'yhh'] as const)
      expect((await call(s, 'integralDuibaOrder', { mall })).data.redirectUrl).toBe(hostile);
    const other = await call('partner-other', 'integralDuibaOrder');
    expect(new URL(other.data.redirectUrl).origin).toBe('https://duiba.sim.localhost');

    expect((await control('PUT', `/points/partner-login?session=${s}`, { url: null })).body.url).toBeNull();
    const signed = await call(s, 'integralDuibaOrder');
    expect(new URL(signed.data.redirectUrl).origin).toBe('https://duiba.sim.localhost');

    await control('PUT', `/points/partner-login?session=${s}`, { url: 'javascript:alert(1)' });
    expect((await call(s, 'integralDuibaOrder')).data.redirectUrl).toBe('javascript:alert(1)');
    expect((await control('DELETE', `/points/partner-login?session=${s}`)).body).toEqual({
      session: s,
      url: null,
    });
    expect(new URL((await call(s, 'integralDuibaOrder')).data.redirectUrl).origin).toBe(
      'https://duiba.sim.localhost',
    );
  });

  it('is listed in the control index', async () => {
    const routes = ((await control('GET', '/')).body.routes as Array<{ method: string; path: string }>).map(
      (r) => `${r.method} ${r.path}`,
    );
    for (const method of ['GET', 'PUT', 'DELETE'])
      expect(routes).toContain(`${method} /__sim/points/partner-login`);
  });

  it('takes a string of at most 2,048 characters or null, as JSON', async () => {
    const path = '/points/partner-login?session=partner-bounds';
    const long = `https://duiba.sim.localhost/${'a'.repeat(2048 - 28)}`;
    expect(long).toHaveLength(2048);
    expect((await control('PUT', path, { url: long })).status).toBe(200);
    for (const bad of [{ url: `${long}a` }, { url: '' }, { url: 42 }, { url: ['x'] }, {}, ['x']])
      expect((await control('PUT', path, bad)).body).toMatchObject({ error: { code: 'invalid_url' } });
    const text = await fetch(`${suite.sim.url}/__sim${path}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: 'https://evil.com',
    });
    expect(text.status).toBe(415);
    expect((await control('GET', path)).body.url).toBe(long);
  });
});
