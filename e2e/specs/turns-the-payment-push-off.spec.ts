// A merchant turns the payment push (收款到账推送) off and on again: the server keeps it across a
// reload. In the Android app the phone's notification permission is asked of the host and its
// settings open through the bridge; in the official-account page there is no host to ask, and the
// page says where notifications are turned on.
import { deepLink, expect, sim, test } from '../support/sim';

test('turns the payment push off and on, and opens the phone’s notification settings, in the android host', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/bind/push', { host: 'android', session }));
  const state = page.getByTestId('push-state');
  await expect(state).toHaveText('已开启');
  await expect(page.getByTestId('phone-notify')).toHaveText('已开启');
  await page.getByRole('button', { name: '关闭到账推送' }).click();
  await expect(state).toHaveText('未开启');
  await page.reload();
  await expect(state).toHaveText('未开启');
  await page.getByRole('button', { name: '开启到账推送' }).click();
  await expect(state).toHaveText('已开启');

  await page.getByRole('button', { name: '通知设置' }).click();
  await expect
    .poll(async () => (await sim.bridge(session)).map((e) => e.functionName))
    .toContain('openNotificationSettings');
});

test('keeps the payment push switch and says where notifications are turned on, in the officialaccount host', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/bind/push', { host: 'officialaccount', session }));
  await expect(page.getByTestId('phone-notify')).toHaveText('请在商户 App 内开启收款通知');
  await expect(page.getByRole('button', { name: /通知/ })).toHaveCount(0);
  await page.getByRole('button', { name: '关闭到账推送' }).click();
  await expect(page.getByTestId('push-state')).toHaveText('未开启');
});
