// A merchant signs in to the official account with WeChat (snsapi_base: the simulator plays the
// authorize step and the code exchange, docs/official-account.md) and binds their merchant account
// with its mobile number and SMS code: a wrong code is said beside the field, the 60 s before
// another code survive a reload, a number without an account registers one. A return the tab did
// not start (a forged state) is refused without its code being exchanged; a code WeChat already
// exchanged (40163) ends in 重新登录, never a loop; a snapshot-page visit binds nothing; outside
// WeChat the pages say to open them there and exchange nothing. No address the app shows keeps a
// code, and none holds the mobile number.
import type { Page, Route } from '@playwright/test';
import { deepLink, expect, sim, test } from '../support/sim';

const MERCHANT_PHONE = '13800138000'; // the certified scenario's merchant
const NEW_PHONE = '13912345678';
const AUTHORIZE = '**/connect/oauth2/authorize?**';

interface HttpDetail {
  endpoint?: string;
}

/** Every address the page showed, in order. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

async function calls(session: string, endpoint: string): Promise<number> {
  const all = (await sim.logs<HttpDetail>(session, 'http')).map((e) => e.detail);
  return all.filter((d) => d.endpoint === endpoint).length;
}

const binding = (session: string) =>
  sim.control('GET /official-account', { session }).then((answer) => answer.binding);

/** From the official account's login screen through WeChat's authorize step to the bind form. */
async function signIn(page: Page, session: string): Promise<void> {
  await page.goto(deepLink('/officialAccount/Login', { host: 'officialaccount', session }));
  await page.getByRole('button', { name: '微信授权登录' }).click();
  await expect(page.getByLabel('手机号码')).toBeVisible();
  await expect(page).toHaveURL(/\/h5\/officialAccount\/Auth$/);
}

async function sendCode(page: Page, phone: string): Promise<void> {
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+ 秒后重新发送$/ })).toBeDisabled();
}

const countdown = async (page: Page) =>
  Number(/^(\d+)/.exec((await page.getByRole('button', { name: /秒后重新发送$/ }).textContent()) ?? '')?.[1]);

test('binds the merchant account in the official account', async ({ page, session }) => {
  const seen = addressesOf(page);
  await signIn(page, session);
  await sendCode(page, MERCHANT_PHONE);
  await expect(page.locator('#oa-sms-code-message')).toHaveText('验证码已发送至 138****8000');

  // The server keeps the 60 s: a reload does not offer another code before they have run.
  await page.reload();
  await expect(page.getByLabel('手机号码')).toBeVisible();
  const left = await countdown(page);
  expect(left).toBeGreaterThan(30);
  expect(left).toBeLessThanOrEqual(60);
  await expect(page.getByRole('button', { name: /秒后重新发送$/ })).toBeDisabled();

  await page.getByLabel('手机号码').fill(MERCHANT_PHONE);
  const code = page.getByLabel('短信验证码');
  await code.fill('000000');
  await page.getByRole('button', { name: '绑定' }).click();
  await expect(page.locator('#oa-sms-code-message')).toHaveText('验证码错误，请重新输入');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('手机号码')).toHaveValue(MERCHANT_PHONE);
  expect(await binding(session)).toBeNull();

  await code.fill('123456');
  await page.getByRole('button', { name: '绑定' }).dblclick();
  await expect(page).toHaveURL(/\/h5\/officialAccount\/BindResult\/1$/);
  await expect(page.getByRole('heading', { name: '绑定成功' })).toBeVisible();
  await expect(page.getByText('138****8000')).toBeVisible();
  expect(await binding(session)).toEqual({
    merchantNo: expect.any(String),
    phoneMask: '138****8000',
    registered: false,
  });

  // Signing in again finds the account bound: one account per WeChat user.
  await page.goto(deepLink('/officialAccount/Login', { host: 'officialaccount', session }));
  await page.getByRole('button', { name: '微信授权登录' }).click();
  await expect(page.getByRole('heading', { name: '已绑定商户账号' })).toBeVisible();

  expect(seen.filter((a) => a.includes(MERCHANT_PHONE))).toEqual([]);
  // WeChat hands the code over in the address; the app's own address never keeps it.
  expect(seen.at(-1)).not.toContain('code=');
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(MERCHANT_PHONE);
});

test('registers a merchant account for a number without one', async ({ page, session }) => {
  await signIn(page, session);
  await sendCode(page, NEW_PHONE);
  await page.getByLabel('短信验证码').fill('123456');
  await page.getByRole('button', { name: '绑定' }).click();
  await expect(page.getByText('该手机号尚未注册商户账号，可用此验证码注册并绑定。')).toBeVisible();
  await page.getByRole('button', { name: '注册并绑定' }).click();
  await expect(page).toHaveURL(/\/h5\/officialAccount\/registerResult$/);
  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await expect(page.getByText('139****5678')).toBeVisible();
  expect(await binding(session)).toMatchObject({ phoneMask: '139****5678', registered: true });
});

test('refuses a forged state without exchanging its code', async ({ page, session }) => {
  const forged = deepLink('/officialAccount/Auth', {
    host: 'officialaccount',
    session,
    query: { code: 'f'.repeat(32), state: 'forged1' },
  });
  await page.goto(forged);
  await expect(page.getByRole('alert')).toContainText('为保护账号安全已停止登录');
  await expect(page).toHaveURL(/\/h5\/officialAccount\/Auth$/);
  expect(await calls(session, 'wechatBinding')).toBe(0);
  // The same return again is refused the same way.
  await page.goto(forged);
  await expect(page.getByRole('alert')).toContainText('为保护账号安全已停止登录');
  expect(await calls(session, 'wechatBinding')).toBe(0);
  await page.getByRole('button', { name: '重新登录' }).click();
  await expect(page.getByRole('button', { name: '微信授权登录' })).toBeVisible();
});

test('a code WeChat already exchanged ends in 重新登录, not a loop', async ({ page, session }) => {
  // The first return's code, as WeChat handed it.
  let firstCode = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/officialAccount/Auth') && url.searchParams.has('code') && !firstCode)
      firstCode = url.searchParams.get('code') ?? '';
  });
  await signIn(page, session);
  expect(firstCode).toMatch(/^[0-9A-Za-z]{32}$/);

  // The next authorize comes back with that code again (a stale redirect), under the new state.
  let authorized = 0;
  await page.route(AUTHORIZE, async (route: Route) => {
    authorized += 1;
    const asked = new URL(route.request().url());
    const back = new URL('/h5/officialAccount/Auth', asked);
    back.search = new URLSearchParams({
      code: firstCode,
      state: asked.searchParams.get('state') ?? '',
    }).toString();
    await route.fulfill({ status: 302, headers: { location: back.href } });
  });
  await page.goto(deepLink('/officialAccount/Login', { host: 'officialaccount', session }));
  await page.getByRole('button', { name: '微信授权登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('该授权已使用或已过期，请重新登录。');
  await page.waitForTimeout(1000);
  expect(authorized).toBe(1);
  expect(await calls(session, 'wechatBinding')).toBe(2);
  await expect(page).toHaveURL(/\/h5\/officialAccount\/Auth$/);
});

test('a visit from the snapshot page is asked to open the page fully and binds nothing', async ({
  page,
  session,
}) => {
  await sim.control('PUT /official-account', { session, body: { snapshot: true } });
  await page.goto(deepLink('/officialAccount/Login', { host: 'officialaccount', session }));
  await page.getByRole('button', { name: '微信授权登录' }).click();
  await expect(page.getByRole('heading', { name: '请打开完整页面' })).toBeVisible();
  await expect(page.getByLabel('手机号码')).toHaveCount(0);
  expect(await binding(session)).toBeNull();
  await sim.control('PUT /official-account', { session, body: { snapshot: false } });
});

test('outside WeChat the pages say to open them in WeChat, and exchange nothing', async ({
  page,
  session,
}) => {
  // A plain browser has no WeChat user to sign in: no 401 dialog, no way to WeChat's authorize step.
  await page.goto(deepLink('/officialAccount/Login', { host: 'browser', session }));
  await expect(page.getByRole('heading', { name: '请在微信中打开' })).toBeVisible();
  await expect(page.getByRole('button', { name: '微信授权登录' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A return with a code, opened outside WeChat, is not exchanged either.
  await page.goto(
    deepLink('/officialAccount/Auth', {
      host: 'browser',
      session,
      query: { code: 'f'.repeat(32), state: 'forged1' },
    }),
  );
  await expect(page.getByRole('heading', { name: '请在微信中打开' })).toBeVisible();
  expect(await calls(session, 'wechatBinding')).toBe(0);
  expect(await binding(session)).toBeNull();
});
