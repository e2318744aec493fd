// What the official account's sign-in and binding change: WeChat's authorize step mints a code
// that exchanges once (40163 after), a snapshot visit is never bound, the SMS code waits 60 s of the
// simulator clock whatever the page does, a wrong code binds nothing, a known number binds its
// account and an unknown one opens an account, and the session's WeChat user keeps one account.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWechatAuthorizeRouter } from '../../../pages/wechat-authorize';
import { getSession, sessionState } from '../../../state/session';
import { TODAY, token } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { BIND_SMS_CODE } from './binding';
import { mintCode, OFFICIAL_ACCOUNT_APP_ID } from './wechat-platform';

const suite = simulatorSuite();
const { call, clock } = suite;
const MERCHANT_PHONE = '13800138000';
const NEW_PHONE = '13912345678';

let authorizeOrigin = '';
let closeAuthorize: () => void = () => undefined;
beforeAll(async () => {
  const server = express().use(createWechatAuthorizeRouter(suite.sim.ctx)).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  authorizeOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeAuthorize = () => void server.close();
});
afterAll(() => closeAuthorize());

/** WeChat's authorize step as the official-account page's browser asks for it. */
async function authorize(session: string | null, query: Record<string, string> = {}) {
  const url = new URL('/connect/oauth2/authorize', authorizeOrigin);
  url.search = new URLSearchParams({
    appid: OFFICIAL_ACCOUNT_APP_ID,
    redirect_uri: `${authorizeOrigin}/h5/officialAccount/Auth`,
    response_type: 'code',
    scope: 'snsapi_base',
    state: 'abc123',
    ...query,
  }).toString();
  const res = await fetch(url, {
    redirect: 'manual',
    headers: session ? { cookie: `sim_token=${token(session)}` } : {},
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

function codeFor(session: string): string {
  const { ctx } = suite.sim;
  const s = getSession(ctx, session);
  return mintCode(s, sessionState(ctx, s), clock.now).code;
}

/** userLoginRegisterBinding: 'login' binds the number's account, 'register' opens one. */
const bindAs = (session: string, type: 'login' | 'register', phone: string, smsCode: string) =>
  call(session, 'userLoginRegisterBinding', { type, phone, smsCode });

async function signedIn(session: string) {
  const answer = await call(session, 'wechatBinding', { code: codeFor(session) });
  expect(answer.code).toBe('200');
  return answer.data;
}

describe("WeChat's authorize step", () => {
  it('redirects to redirect_uri with a fresh code and the same state', async () => {
    const { status, location } = await authorize('oa-authorize');
    expect(status).toBe(302);
    const back = new URL(location!);
    expect(back.pathname).toBe('/h5/officialAccount/Auth');
    expect(back.searchParams.get('state')).toBe('abc123');
    expect(back.searchParams.get('code')).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(back.searchParams.has('is_snapshotuser')).toBe(false);
  });

  it.each([
    ['outside WeChat (no login cookie)', null, {}, '请在微信客户端打开链接'],
    ['another appid', 'oa-refuse', { appid: 'wx0000000000000000' }, 'appid 参数错误'],
    ['another scope', 'oa-refuse', { scope: 'snsapi_login' }, 'scope 参数错误'],
    ['a redirect off the domain', 'oa-refuse', { redirect_uri: 'https://evil.example/cb' }, 'redirect_uri'],
    ['a state WeChat does not take', 'oa-refuse', { state: 'a&b' }, 'state 参数错误'],
  ])('refuses %s on its own page', async (_what, session, query, words) => {
    const { status, location, text } = await authorize(session, query);
    expect(status).toBe(200);
    expect(location).toBeNull();
    expect(text).toContain(words);
  });

  it('says is_snapshotuser=1 when QA asks for a snapshot visit', async () => {
    const chosen = await suite.control('PUT', '/official-account?session=oa-snap', { snapshot: true });
    expect(chosen).toEqual({
      status: 200,
      body: { session: 'oa-snap', snapshot: true, signedIn: false, resendAfter: 0, binding: null },
    });
    expect(
      (await suite.control('PUT', '/official-account?session=oa-snap', { snapshot: 'yes' })).status,
    ).toBe(400);
    const back = new URL((await authorize('oa-snap')).location!);
    expect(back.searchParams.get('is_snapshotuser')).toBe('1');
    const code = back.searchParams.get('code')!;
    const answer = await call('oa-snap', 'wechatBinding', { code });
    expect(answer.data).toMatchObject({ snapshot: true, bindStatus: '0' });
    await call('oa-snap', 'sendCode', { phone: MERCHANT_PHONE }).then((a) =>
      expect(a).toMatchObject({ code: '3005', msg: '当前为快照页，无法绑定账号，请打开完整页面后重试' }),
    );
  });
});

describe('the code exchange', () => {
  it('exchanges a code once: WeChat answers 40163 the second time, 40029 for an unknown one', async () => {
    const s = 'oa-once';
    const code = codeFor(s);
    const first = await call(s, 'wechatBinding', { code });
    expect(first.data).toMatchObject({ bindStatus: '0', snapshot: false, merchant: null, resendAfter: 0 });
    expect(first.data.openIdMask).toMatch(/^o.{3}\*{4}.{4}$/);
    const again = await call(s, 'wechatBinding', { code });
    expect(again.code).toBe('40163');
    expect(again.msg).toMatch(/^code been used, rid: /);
    expect((await call(s, 'wechatBinding', { code: 'f'.repeat(32) })).code).toBe('40029');
  });

  it('refuses a code older than five minutes', async () => {
    clock.now = TODAY;
    const code = codeFor('oa-late');
    clock.now = TODAY + 5 * 60_000 + 1;
    expect((await call('oa-late', 'wechatBinding', { code })).code).toBe('40029');
    clock.now = TODAY;
  });
});

describe('binding the merchant account', () => {
  it('asks for a sign-in first', async () => {
    const info = await call('oa-none', 'wechatLoginInfo');
    expect(info.data).toMatchObject({ openIdMask: null, bindStatus: '0' });
    expect((await call('oa-none', 'sendCode', { phone: MERCHANT_PHONE })).code).toBe('3005');
  });

  it('refuses a binding that says neither login nor register', async () => {
    await signedIn('oa-type');
    const answer = await suite.callOffContract('oa-type', 'userLoginRegisterBinding', {
      type: 'bind',
      phone: MERCHANT_PHONE,
      smsCode: BIND_SMS_CODE,
    });
    expect(answer.code).toBe('1001');
  });

  it('sends one code a minute: the wait is the server’s, told again after a reload', async () => {
    clock.now = TODAY;
    const s = 'oa-cooldown';
    await signedIn(s);
    const sent = await call(s, 'sendCode', { phone: MERCHANT_PHONE });
    expect(sent.data).toEqual({ phoneMask: '138****8000', resendAfter: 60, expireSeconds: 300 });
    clock.now = TODAY + 20_000;
    expect(await call(s, 'sendCode', { phone: MERCHANT_PHONE })).toMatchObject({
      code: '3005',
      msg: '验证码已发送，请 40 秒后再试',
    });
    expect((await call(s, 'wechatLoginInfo')).data.resendAfter).toBe(40);
    clock.now = TODAY + 60_000;
    expect((await call(s, 'sendCode', { phone: MERCHANT_PHONE })).code).toBe('200');
    clock.now = TODAY;
  });

  it('binds the account of a known number with the right code only', async () => {
    clock.now = TODAY;
    const s = 'oa-bind';
    await signedIn(s);
    await call(s, 'sendCode', { phone: MERCHANT_PHONE });
    const wrong = await bindAs(s, 'login', MERCHANT_PHONE, '000000');
    expect(wrong).toMatchObject({ code: '3008', msg: '验证码错误，请重新输入' });
    expect((await call(s, 'wechatLoginInfo')).data.bindStatus).toBe('0');

    const bound = await bindAs(s, 'login', MERCHANT_PHONE, BIND_SMS_CODE);
    expect(bound.data).toEqual({
      bindStatus: '1',
      registered: false,
      merchant: {
        merchantNo: expect.any(String),
        merchantName: expect.any(String),
        phoneMask: '138****8000',
      },
    });
    const info = (await call(s, 'wechatLoginInfo')).data;
    expect(info).toMatchObject({ bindStatus: '1', registered: false, merchant: bound.data.merchant });
    // One account per WeChat user: another number is refused, whatever its code.
    clock.now = TODAY + 61_000;
    await call(s, 'sendCode', { phone: NEW_PHONE });
    const other = await bindAs(s, 'register', NEW_PHONE, BIND_SMS_CODE);
    expect(other.code).toBe('3007');
    expect(other.msg).toContain('138****8000');
    clock.now = TODAY;
  });

  it('offers an unknown number an account, opened with the same code, and answers its retry', async () => {
    clock.now = TODAY;
    const s = 'oa-register';
    await signedIn(s);
    await call(s, 'sendCode', { phone: NEW_PHONE });
    const unknown = await bindAs(s, 'login', NEW_PHONE, BIND_SMS_CODE);
    expect(unknown).toMatchObject({ code: '3101', msg: '该手机号尚未注册商户账号' });
    const opened = await bindAs(s, 'register', NEW_PHONE, BIND_SMS_CODE);
    const { body } = await suite.control('GET', `/official-account?session=${s}`);
    expect(body).toMatchObject({ signedIn: true, binding: { phoneMask: '139****5678', registered: true } });
    expect(opened.data).toMatchObject({
      bindStatus: '1',
      registered: true,
      merchant: { phoneMask: '139****5678' },
    });
    expect((await call(s, 'wechatLoginInfo')).data).toMatchObject({ bindStatus: '1', registered: true });
    // The retry of a lost answer, whichever type it names: that binding again, with no code (it is spent).
    expect(await bindAs(s, 'register', NEW_PHONE, '000000')).toEqual(opened);
    expect(await bindAs(s, 'login', NEW_PHONE, '000000')).toEqual(opened);
  });

  it('does not open a second account for a known number', async () => {
    const s = 'oa-register-known';
    await signedIn(s);
    await call(s, 'sendCode', { phone: MERCHANT_PHONE });
    const again = await bindAs(s, 'register', MERCHANT_PHONE, BIND_SMS_CODE);
    expect(again).toMatchObject({ code: '3007', msg: '该手机号已注册商户账号，请直接绑定' });
  });
});
