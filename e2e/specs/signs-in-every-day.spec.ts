// A merchant signs in on the points home: a double tap signs in once, the balance rises by the
// day's 10 points, the week's calendar marks today, a second tap hears the server's 今日已签到, and
// the bill lists the 每日签到 line on top. A sign-in after the login lapsed hears only the login alert.
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
  responseBody?: unknown;
}

for (const host of ['android', 'miniprogram'] as const) {
  test(`signs in once a day in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/integralManage/Home', { host, session }));
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText('5,680');
    const today = page.getByRole('list', { name: '近 7 天签到' }).locator('[aria-current="date"]');
    await expect(today).toHaveAttribute('aria-label', '今天 未签到');
    await expect(page.getByText('已连续签到 5 天', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: '签到领 10 积分' }).dblclick();
    const signIn = page.getByTestId('sign-in').getByRole('status');
    await expect(signIn).toHaveText('签到成功，积分 +10，已连续签到 6 天');
    await expect(balance).toHaveText('5,690');
    await expect(today).toHaveAttribute('aria-label', '今天 已签到');
    await expect(page.getByText('已连续签到 6 天', { exact: true })).toBeVisible();

    // A deliberate second tap, after the double-tap window (SignInButton's DOUBLE_TAP_MS, 400 ms):
    // a tap within it is the double tap's second and is ignored.
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: '已签到' }).click();
    await expect(signIn).toHaveText('今日已签到');
    await expect(balance).toHaveText('5,690');

    // Two questions reached the server, each with its own key: one sign-in, one refusal.
    const calls = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'activitySignInDo');
    expect(calls.filter((d) => d.idempotency === 'new')).toHaveLength(2);
    expect(calls.filter((d) => JSON.stringify(d.responseBody).includes('"code":"200"'))).toHaveLength(1);

    await page.getByRole('navigation', { name: '积分服务' }).getByRole('link', { name: '积分明细' }).click();
    const first = page.getByRole('list', { name: '积分明细' }).getByRole('listitem').first();
    await expect(first).toContainText('每日签到');
    await expect(first).toContainText('+10');
    await expect(first).toContainText('余额 5,690');
    await expect(page.getByTestId('points-balance')).toHaveText('5,690');

    // The server keeps it: coming back the next time, today is already signed.
    await page.goto(deepLink('/integralManage/Home', { host, session }));
    await expect(page.getByRole('button', { name: '已签到' })).toBeVisible();
    await expect(today).toHaveAttribute('aria-label', '今天 已签到');
  });
}

test('a sign-in after the login has lapsed hears only the login alert', async ({ page, session }) => {
  await page.goto(deepLink('/integralManage/Home', { host: 'android', session }));
  await expect(page.getByTestId('points-balance')).toHaveText('5,680');
  await sim.control('tokens/revoke', {}, session);

  await page.getByRole('button', { name: '签到领 10 积分' }).click();
  await expect(page.getByRole('dialog')).toContainText('登录已失效，请重新登录');
  // One message: no toast over the dialog and no second line under the button.
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await expect(page.getByTestId('sign-in').getByRole('status')).toHaveText('');
});
