// A merchant's WeChat user opens the official account's activity page, authorizes with WeChat (the
// simulator plays the authorize step, docs/official-account.md), is told to bind the merchant
// account first, binds it, comes back and claims the prize once — a double tap draws once — and
// finds it among the prizes won; the page then says it was claimed. Outside WeChat (the Android
// app) the page says to open it in WeChat and asks the server nothing.
import { deepLink, expect, sim, test } from '../support/sim';

const MERCHANT_PHONE = '13800138000'; // the certified scenario's merchant

async function calls(session: string, endpoint: string): Promise<number> {
  const http = await sim.logs<{ endpoint?: string }>(session, 'http');
  return http.filter((e) => e.detail.endpoint === endpoint).length;
}

test('authorizes, binds and claims the official account’s prize once, in the officialaccount host', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/weChat/weChatActivityPage', { host: 'officialaccount', session }));
  await expect(page.getByRole('heading', { name: '关注公众号有礼', level: 1 })).toBeVisible();
  await expect(page.getByTestId('official-prize-step')).toHaveText('微信授权后即可领取');
  await page.getByRole('button', { name: '微信授权领取' }).click();
  await page.getByRole('button', { name: '微信授权', exact: true }).click();
  // Back from WeChat on the prize screen, the code exchanged and gone from the address.
  await expect(page.getByTestId('official-prize-step')).toHaveText('绑定商户账号后即可领取');
  await expect(page).toHaveURL(/\/h5\/weChat\/officialPrize$/);
  expect(await calls(session, 'activityDraw')).toBe(0);

  await page.getByRole('button', { name: '绑定商户账号' }).click();
  await page.getByRole('button', { name: '微信授权登录' }).click();
  await page.getByLabel('手机号码').fill(MERCHANT_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill('123456');
  await page.getByRole('button', { name: '绑定' }).click();
  await expect(page.getByRole('heading', { name: '绑定成功' })).toBeVisible();

  await page.goto(deepLink('/weChat/weChatActivityPage', { host: 'officialaccount', session }));
  await page.getByRole('button', { name: '立即领取' }).click();
  await page.getByRole('button', { name: '领取奖品' }).dblclick();
  await expect(page.getByTestId('draw-result')).toContainText(/恭喜获得 (2 元现金红包|200 积分)/);
  expect(await calls(session, 'activityDraw'), 'a double tap claims once').toBe(1);

  await page.getByRole('button', { name: '查看我的奖品' }).click();
  await expect(page.getByText('关注公众号有礼').first()).toBeVisible();
  await page.goto(deepLink('/weChat/weChatActivityPage', { host: 'officialaccount', session }));
  await expect(page.getByTestId('official-prize-step')).toHaveText('您已领取过本活动的奖品');
  await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0);
});

test('outside WeChat the prize pages say to open them in WeChat and ask nothing, in the android host', async ({
  page,
  session,
}) => {
  for (const path of [
    '/weChat/weChatActivityPage',
    '/weChat/officialPrizeAuthorizePage',
    '/weChat/officialPrize',
  ]) {
    await page.goto(deepLink(path, { host: 'android', session }));
    await expect(page.getByRole('heading', { name: '请在微信中打开' })).toBeVisible();
  }
  expect(await calls(session, 'activityInfo')).toBe(0);
});
