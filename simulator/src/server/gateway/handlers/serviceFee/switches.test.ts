// Phone-as-POS: on only after the certification, off at any time, the next query shows it.
import { describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../../../state/session';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite();
const { call } = suite;

describe('phone-as-POS switch', () => {
  it('is refused before the certification, then turns on and off and the next query shows it', async () => {
    const s = 'pos-phone';
    expect((await call(s, 'switchGet')).data).toMatchObject({ phonePos: '0', phonePosCertified: '0' });
    const early = await call(s, 'switchUpdate', { key: 'phonePos', value: '1' });
    expect(early.msg).toBe('请先完成手机 POS 实名认证');

    const cert = await call(s, 'phonePosCertification', { name: '张伟', idNo: '310101198803071234' });
    expect(cert.data).toEqual({ status: '00', statusName: '认证通过', name: '*伟' });
    expect((await call(s, 'switchUpdate', { key: 'phonePos', value: '1' })).data).toEqual({
      key: 'phonePos',
      value: '1',
    });
    expect((await call(s, 'switchGet')).data).toMatchObject({ phonePos: '1', phonePosCertified: '1' });
    await call(s, 'switchUpdate', { key: 'phonePos', value: '0' });
    expect((await call(s, 'switchGet', { key: 'phonePos' })).data).toEqual({ key: 'phonePos', value: '0' });
  });

  it('keeps the certification the server owns and checks what is sent', async () => {
    const s = 'pos-phone-rules';
    expect((await call(s, 'switchUpdate', { key: 'phonePosCertified', value: '1' })).code).toBe('1001');
    expect((await call(s, 'switchUpdate', { key: 'phonePos', value: 'on' })).code).toBe('1001');
    expect((await call(s, 'phonePosCertification', { name: '张伟', idNo: '123' })).code).toBe('1001');
    expect((await call(s, 'switchGet')).data).toMatchObject({ phonePosCertified: '0' });
  });

  it('keeps the ID number masked in the simulator state (readable by QA tools), never whole', async () => {
    const s = 'pos-phone-privacy';
    await call(s, 'phonePosCertification', { name: '张伟', idNo: '11010519491231002X' });
    const state = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));
    expect(state.forms.phonePos?.data).toEqual({ name: '张伟', idNo: '110***********002X' });
    expect(JSON.stringify(state)).not.toContain('11010519491231002X');
  });
});

describe('marketing calls switch', () => {
  it('starts off, turns on for the session only, and the next query shows it', async () => {
    const key = 'avoidTelemarketing';
    expect((await call('calls-a', 'switchGet', { key })).data).toEqual({ key, value: '0' });
    expect((await call('calls-a', 'switchUpdate', { key, value: '1' })).data).toEqual({ key, value: '1' });
    expect((await call('calls-a', 'switchGet', { key })).data).toEqual({ key, value: '1' });
    expect((await call('calls-b', 'switchGet', { key })).data).toEqual({ key, value: '0' });
  });
});

describe('switches the merchant reads but does not set', () => {
  const switchesOf = (s: string) => sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s)).switches;

  it('refuses the provider’s feature flags and leaves them as configSwitcher shows them', async () => {
    const s = 'switch-provider';
    expect((await call(s, 'configSwitcher')).data).toMatchObject({ showMembers: '1', showDuibaMall: '0' });
    const off = await call(s, 'switchUpdate', { key: 'showMembers', value: '0' });
    expect(off).toMatchObject({ code: '1001', msg: '参数错误：showMembers 由平台配置决定，不能直接修改' });
    expect((await call(s, 'switchUpdate', { key: 'showDuibaMall', value: '1' })).code).toBe('1001');
    expect((await call(s, 'configSwitcher')).data).toMatchObject({ showMembers: '1', showDuibaMall: '0' });
  });

  it('refuses the official-account binding’s result once the binding has recorded it', async () => {
    const s = 'switch-bound';
    await call(s, 'switchGet');
    // As the binding records it (officialAccount/binding.ts): the switch exists only once bound.
    switchesOf(s).wechatBound = '1';
    const unbind = await call(s, 'switchUpdate', { key: 'wechatBound', value: '0' });
    expect(unbind).toMatchObject({
      code: '1001',
      msg: '参数错误：wechatBound 由公众号绑定结果决定，不能直接修改',
    });
    expect((await call(s, 'switchGet', { key: 'wechatBound' })).data).toEqual({
      key: 'wechatBound',
      value: '1',
    });
  });
});
