// Every card-machine screen renders its data (never the error state) with no page error in each
// host the merchant meets it in: the provider's apps, its POS app, the mini program and the
// official account.
import { deepLink, expect, test } from '../support/sim';

const SCREENS: Array<{ route: string; pattern: string; shows: string }> = [
  { route: '/help/applyInstallPage', pattern: '/help/applyInstallPage', shows: 'input[type="radio"]' },
  { route: '/help/ApplySucessPage', pattern: '/help/ApplySucessPage', shows: '.mh-result-title' },
  { route: '/help/ApplyProgress', pattern: '/help/ApplyProgress', shows: '.mh-timeline-step' },
  { route: '/device/deviceApply', pattern: '/device/deviceApply/{status?}', shows: '.mh-device' },
  { route: '/device/deviceApply/04', pattern: '/device/deviceApply/{status?}', shows: '.mh-device' },
  { route: '/help/replaceDevice', pattern: '/help/replaceDevice', shows: '.mh-device' },
  { route: '/help/ReplaceDeviceApply', pattern: '/help/ReplaceDeviceApply', shows: '.mh-photo' },
  { route: '/help/BigMacReplaceDevice', pattern: '/help/BigMacReplaceDevice', shows: 'input[type="radio"]' },
  { route: '/help/BigMacResult', pattern: '/help/BigMacResult', shows: '.mh-timeline-step' },
  { route: '/device/deviceExchange', pattern: '/device/deviceExchange', shows: 'input[type="radio"]' },
  {
    route: '/device/DeviceExchangeResult/fail',
    pattern: '/device/DeviceExchangeResult/{status}/{id?}',
    shows: '.mh-result-title',
  },
];

for (const host of ['android', 'ios', 'pos', 'miniprogram', 'officialaccount'] as const) {
  test(`card-machine screens render with data in the ${host} host`, async ({
    page,
    session,
    consoleMessages,
  }) => {
    for (const s of SCREENS) {
      await test.step(s.route, async () => {
        await page.goto(deepLink(s.route, { host, session }));
        const screen = page.locator(`[data-screen="${s.pattern}"]`);
        await expect(screen.locator(s.shows).first()).toBeVisible();
        await expect(screen.locator('[data-state="error"]')).toHaveCount(0);
      });
    }
    expect(consoleMessages.filter((m) => m.type === 'pageerror')).toEqual([]);
  });
}
