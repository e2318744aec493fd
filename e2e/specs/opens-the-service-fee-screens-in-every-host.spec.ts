// Every service-fee and phone-POS screen opens with its data and no page error in each host the
// merchant uses: the three apps (Android, iOS, the POS app), the mini program and the official account.
import { deepLink, expect, test } from '../support/sim';

const SCREENS = [
  '/help/SwitchPayDeviceApply',
  '/help/pay/QrCodePayPage',
  '/help/Result',
  '/phonePos/index',
  '/phonePos/status',
];

for (const host of ['android', 'ios', 'pos', 'miniprogram', 'officialaccount'] as const) {
  test(`opens the service-fee and phone-POS screens in the ${host} host`, async ({
    page,
    session,
    consoleMessages,
  }) => {
    for (const route of SCREENS) {
      await page.goto(deepLink(route, { host, session }));
      await expect(page.locator(`[data-screen="${route}"] [data-state="ready"]`).first()).toBeVisible();
    }
    expect(consoleMessages.filter((m) => m.type === 'pageerror' || m.type === 'error')).toEqual([]);
  });
}
