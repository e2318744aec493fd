// WeChat's return and the binding form: the state this tab kept lets the code through once (a
// forged or replayed one is refused without exchanging it), WeChat's 40163 ends in 重新登录 rather
// than a loop, a snapshot visit binds nothing, a wrong SMS code is said beside its field, the
// server's cooldown survives a reload, and a double tap binds once.
import type { EndpointResponse } from '@merchant-h5/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { newAuthorizeState } from '../lib/authorizeState';
import { AuthView } from './AuthView';

const server = envelopeServerPerTest();

const signIn = (
  over: Partial<EndpointResponse<'wechatLoginInfo'>> = {},
): EndpointResponse<'wechatLoginInfo'> => ({
  openIdMask: 'oAbc****wxyz',
  bindStatus: '0',
  snapshot: false,
  merchant: null,
  registered: false,
  resendAfter: 0,
  ...over,
});
const MERCHANT = { merchantNo: 'M100000001', merchantName: '幸福小摊', phoneMask: '138****8000' };

function renderAuth(search = '') {
  return renderWithStore(<AuthView />, {
    baseUrl: server.baseUrl,
    pattern: paths.officialAccount.auth,
    path: `/officialAccount/Auth${search}`,
  });
}

const calls = (name: string) => server.requests.filter((r) => r.endpoint === name);

beforeEach(() => sessionStorage.clear());

describe('AuthView: the return from WeChat', () => {
  it('exchanges the code of the state this tab kept, once, and clears the address', async () => {
    server.on('wechatBinding', () => ({ data: signIn() }));
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    const state = newAuthorizeState();
    const view = renderAuth(`?code=CODE1&state=${state}`);
    expect(await screen.findByLabelText('手机号码')).toBeTruthy();
    await expectNoA11yViolations(view.container);
    expect(view.router.state.location.search).toBe('');
    expect(calls('wechatBinding').map((r) => r.body)).toEqual([{ code: 'CODE1' }]);
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['a forged state', 'forged'],
    ['no state', null],
  ])('refuses %s without exchanging the code, and offers to start over', async (_what, returned) => {
    newAuthorizeState();
    const view = renderAuth(`?code=CODE1${returned ? `&state=${returned}` : ''}`);
    expect((await screen.findByRole('alert')).textContent).toContain('为保护账号安全已停止登录');
    await expectNoA11yViolations(view.container);
    expect(calls('wechatBinding')).toEqual([]);
    expect(view.router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/officialAccount/Login'));
  });

  it('refuses a replayed state: the first return spent it', async () => {
    server.on('wechatBinding', () => ({ data: signIn() }));
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    const state = newAuthorizeState();
    const first = renderAuth(`?code=CODE1&state=${state}`);
    await screen.findByLabelText('手机号码');
    first.unmount();
    renderAuth(`?code=CODE1&state=${state}`);
    expect((await screen.findByRole('alert')).textContent).toContain('已使用过');
    expect(calls('wechatBinding')).toHaveLength(1);
  });

  it("ends a used code (WeChat's 40163) with 重新登录, not another authorize", async () => {
    server.on('wechatBinding', () => ({ code: '40163', msg: 'code been used, rid: 1' }));
    const view = renderAuth(`?code=CODE1&state=${newAuthorizeState()}`);
    expect((await screen.findByRole('alert')).textContent).toBe('该授权已使用或已过期，请重新登录。');
    await expectNoA11yViolations(view.container);
    expect(calls('wechatBinding')).toHaveLength(1);
    expect(view.router.state.location.pathname).toBe('/officialAccount/Auth');
  });

  it('asks a snapshot visit to open the page fully and binds nothing', async () => {
    const view = renderAuth(`?code=CODE1&state=${newAuthorizeState()}&is_snapshotuser=1`);
    expect(await screen.findByText('请打开完整页面')).toBeTruthy();
    await expectNoA11yViolations(view.container);
    expect(server.requests).toEqual([]);
    expect(screen.queryByLabelText('手机号码')).toBeNull();
  });
});

describe('AuthView: binding the merchant account', () => {
  it('says a wrong code beside its field, keeps what was typed, then binds once for a double tap', async () => {
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    server.on('sendCode', () => ({
      data: { phoneMask: '138****8000', resendAfter: 60, expireSeconds: 300 },
    }));
    let binds = 0;
    server.on('userLoginRegisterBinding', ({ body }) =>
      body.smsCode === '123456'
        ? (binds++, { data: { bindStatus: '1', merchant: MERCHANT, registered: false } })
        : { code: '3008', msg: '验证码错误，请重新输入' },
    );
    const view = renderAuth();
    const phone = await screen.findByLabelText('手机号码');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入 11 位手机号码')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****8000')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^\d+ 秒后重新发送$/ })).toHaveProperty(
      'disabled',
      true,
    );

    const code = screen.getByLabelText('短信验证码');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((phone as HTMLInputElement).value).toBe('13800138000');
    await expectNoA11yViolations(view.container);

    fireEvent.change(code, { target: { value: '123456' } });
    const submit = screen.getByRole('button', { name: '绑定' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/officialAccount/BindResult/1'));
    const sent = calls('userLoginRegisterBinding');
    expect(sent.every((r) => r.body.type === 'login')).toBe(true);
    expect(binds).toBe(1);
    expect(sent.at(-1)?.idempotencyKey).toBeTruthy();
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(sent.length);
  });

  it("starts the countdown from the server's cooldown after a reload", async () => {
    server.on('wechatLoginInfo', () => ({ data: signIn({ resendAfter: 42 }) }));
    renderAuth();
    const button = await screen.findByRole('button', { name: /^\d+ 秒后重新发送$/ });
    const left = Number(/\d+/.exec(button.textContent ?? '')![0]);
    expect(left).toBeGreaterThan(35);
    expect(left).toBeLessThanOrEqual(42);
    expect(button).toHaveProperty('disabled', true);
  });

  it('offers a number without an account to register with the same code', async () => {
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    server.on('userLoginRegisterBinding', ({ body }) =>
      body.type === 'register'
        ? { data: { bindStatus: '1', merchant: { ...MERCHANT, phoneMask: '139****5678' }, registered: true } }
        : { code: '3101', msg: '该手机号尚未注册商户账号' },
    );
    const view = renderAuth();
    fireEvent.change(await screen.findByLabelText('手机号码'), { target: { value: '13912345678' } });
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    fireEvent.click(await screen.findByRole('button', { name: '注册并绑定' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/officialAccount/registerResult'));
    expect(calls('userLoginRegisterBinding').map((r) => r.body)).toEqual([
      { type: 'login', phone: '13912345678', smsCode: '123456' },
      { type: 'register', phone: '13912345678', smsCode: '123456' },
    ]);
  });

  it('asks for a WeChat sign-in when the session has none', async () => {
    server.on('wechatLoginInfo', () => ({ data: signIn({ openIdMask: null }) }));
    renderAuth();
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '微信授权登录' })).toBeTruthy();
  });
});
