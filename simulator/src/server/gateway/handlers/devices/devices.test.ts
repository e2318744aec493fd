// What the merchant's terminal actions change: an application moves on with the clock (or the
// control API) until the terminal joins the devices; urging is once a day and never once received;
// a replacement names photos that really arrived.
import { describe, expect, it } from 'vitest';
import type { EndpointBody } from '@merchant-h5/sdk';
import { DAY_MS } from '../../../state/clock';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { APPLICATION_STEP_MS } from './device-progress';

const suite = simulatorSuite();
const { clock, call, callOffContract } = suite;

const form: EndpointBody<'deviceApply'> = {
  deviceType: '03',
  contactName: '张伟',
  contactPhone: '13800138000',
  address: '上海市 黄浦区 南京东路 100 号',
};

const urge = (session: string, id: string) => call(session, 'deviceUrging', { id });

async function advance(session: string) {
  const res = await fetch(`${suite.sim.url}/__sim/device-applications/advance?session=${session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a terminal application', () => {
  it('steps on with the clock until received; the terminal then joins the devices', async () => {
    clock.now = TODAY;
    const s = 'dev-clock';
    const before = (await call(s, 'deviceDeviceType')).data.devices.length;
    const { data: app } = await call(s, 'deviceApply', { ...form, areaCode: '310101' });
    expect(app).toMatchObject({ status: '01', statusName: '已提交', kind: 'apply' });

    clock.now = TODAY + APPLICATION_STEP_MS;
    const mine = await call(s, 'onlineDeviceApplyCooperateDeviceProgress', {
      kind: 'apply',
    });
    expect(mine.data.list.map((a) => a.id)).toContain(app.id);
    expect(mine.data.list.find((a) => a.id === app.id)?.statusName).toBe('审核通过');

    clock.now = TODAY + 3 * APPLICATION_STEP_MS;
    const done = (await call(s, 'onlineDeviceApplyJwbProgress', { id: app.id })).data.list[0]!;
    expect(done.progress.map((p) => p.statusName)).toEqual(['已提交', '审核通过', '已发货', '已签收']);
    const devices = (await call(s, 'deviceDeviceType')).data.devices;
    expect(devices).toHaveLength(before + 1);
    expect(devices[0]).toMatchObject({ deviceId: done.receivedDeviceId, deviceTypeName: '电签 POS' });
    clock.now = TODAY;
  });

  it('the control API takes one step at a time and refuses past 已签收', async () => {
    const s = 'dev-control';
    await call(s, 'deviceApply', form);
    expect((await advance(s)).body).toMatchObject({ from: '01', status: '02' });
    await advance(s);
    await advance(s);
    // Generated applications in progress are next; once none is left the call is refused.
    let last = await advance(s);
    while (last.status === 200) last = await advance(s);
    expect(last.status).toBe(404);
  });

  it('urging is once a day, refused once received, and the answer is the server’s', async () => {
    clock.now = TODAY;
    const s = 'dev-urge';
    const { data: app } = await call(s, 'deviceApply', form);
    const first = await urge(s, app.id);
    expect(first.data).toMatchObject({ urgeCount: 1 });
    expect(first.data?.progress.at(-1)?.statusName).toBe('已催单');
    expect(await urge(s, app.id)).toEqual({ code: '3007', msg: '今日已催单，请耐心等待', data: null });
    // A day on, the terminal has long been received (the clock moved it on): nothing to urge.
    clock.now = TODAY + DAY_MS;
    expect(await urge(s, app.id)).toEqual({ code: '3005', msg: '机具已签收，无需催单', data: null });
    clock.now = TODAY;
  });

  it('refuses a district no provider covers and a bad mobile number', async () => {
    const s = 'dev-refuse';
    expect(await call(s, 'deviceApply', { ...form, areaCode: '650102' })).toMatchObject({
      code: '3005',
      msg: '该地区暂未开通装机服务',
    });
    expect((await call(s, 'deviceApply', { ...form, contactPhone: '2380013800' })).code).toBe('1001');
  });

  it('takes the contact on file as the authentication shows it, masked; without it, a contact is asked for', async () => {
    const s = 'dev-on-file';
    const { contactName: _name, contactPhone: _phone, ...rest } = form;
    const onFile = (await call(s, 'merchantAccessGetAuthentication')).data.legalPersonInfo;
    const { data: app } = await call(s, 'deviceApply', { ...rest, contactOnFile: true });
    expect(app.form).toMatchObject({ contactName: onFile.identityName, contactPhone: onFile.mblNo });
    expect(app.form.contactPhone).toMatch(/^1\d\d\*{4}\d{4}$/);
    expect((await callOffContract(s, 'deviceApply', rest)).code).toBe('1001');
    expect((await callOffContract(s, 'deviceApply', { ...rest, contactOnFile: 'yes' })).code).toBe('1001');
    expect(app.form.contactName).toMatch(/^\*+\S$/);
  });
});

describe('the applications one merchant has', () => {
  it('are at most 10 unfinished at once; received ones make room, and only the newest 50 are kept', async () => {
    clock.now = TODAY;
    const s = 'dev-cap';
    const apply = () => call(s, 'deviceApply', form);
    const mine = async () => {
      const res = await fetch(`${suite.sim.url}/__sim/state?session=${s}`);
      return ((await res.json()) as { deviceApplications: Array<{ status: string }> }).deviceApplications;
    };
    let applied = 0;
    while (applied <= 10 && (await apply()).code === '200') applied += 1;
    expect((await mine()).filter((a) => a.status !== '04')).toHaveLength(10);
    expect(await apply()).toMatchObject({ code: '3005', msg: expect.stringContaining('最多同时办理 10 个') });
    // The scenario's own unfinished ones stay; the new ones are received and make room again.
    expect(applied).toBeGreaterThan(0);
    for (let round = 0; round < 60 / applied; round++) {
      clock.now += 3 * APPLICATION_STEP_MS;
      for (let i = 0; i < applied; i++) expect((await apply()).code).toBe('200');
    }
    expect(await mine()).toHaveLength(50);
    expect((await mine()).filter((a) => a.status !== '04')).toHaveLength(10);
    clock.now = TODAY;
  });
});

describe('a replacement', () => {
  // A JPEG's first bytes (FF D8 FF E0), then zeros up to the size.
  const jpeg = (bytes: number) => `data:image/jpeg;base64,/9j/4A${'A'.repeat(Math.ceil(bytes / 3) * 4 - 6)}`;

  it('names uploaded photos only; over 300 KB is refused; received, the old terminal is retired', async () => {
    clock.now = TODAY;
    const s = 'dev-replace';
    expect((await call(s, 'devicePictureUpload', { image: jpeg(301 * 1024) })).msg).toContain('300 KB');
    const pic = await call(s, 'devicePictureUpload', {
      image: jpeg(1200),
    });
    expect(pic.data.size).toBe(1200);
    const old = (await call(s, 'deviceDeviceType')).data.devices[0]!;
    expect((await call(s, 'deviceReplace', { ...form, pictureIds: ['IMG0'] })).msg).toContain('未上传');
    const { data: app } = await call(s, 'deviceReplace', {
      ...form,
      deviceId: old.deviceId,
      pictureIds: [pic.data.pictureId],
    });
    expect(app.form).toMatchObject({ deviceId: old.deviceId, pictureIds: [pic.data.pictureId] });
    clock.now = TODAY + 3 * APPLICATION_STEP_MS;
    const devices = (await call(s, 'deviceDeviceType')).data.devices;
    expect(devices.find((d) => d.deviceId === old.deviceId)?.statusName).toBe('已换机');
    expect((await call(s, 'deviceReplace', { ...form, deviceId: old.deviceId })).code).toBe('3005');
    clock.now = TODAY;
  });
});
