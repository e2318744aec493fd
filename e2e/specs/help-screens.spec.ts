// Every help-centre and abnormal-trade screen renders its data, never the error state and never a
// page error, in each host the merchant meets it in: the Android, iOS and POS apps, the mini
// program and the official account. (The certified scenario's abnormal trades are AB00001 and
// AB00002 waiting, AB00003 recovered; docs/simulator.md.)
import { deepLink, expect, test } from '../support/sim';

const SCREENS = [
  ['/help/index', '/help/index'],
  ['/help/Speed', '/help/Speed'],
  ['/help/questionListPage/device', '/help/questionListPage/{type}'],
  ['/help/questionListTitlePage/Q04/机具无法开机怎么办？', '/help/questionListTitlePage/{code}/{title}'],
  ['/help/handleExceptionPage', '/help/handleExceptionPage'],
  ['/help/payExceptionPage/AB00001', '/help/payExceptionPage/{abnormalId}'],
  ['/help/payExceptionProgressPage/AB00003', '/help/payExceptionProgressPage/{abnormalId}'],
] as const;

for (const host of ['android', 'ios', 'pos', 'miniprogram', 'officialaccount'] as const) {
  test(`help screens render their data in the ${host} host`, async ({ page, session }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    for (const [path, pattern] of SCREENS) {
      await page.goto(deepLink(path, { host, session }));
      const screen = page.locator(`[data-screen="${pattern}"]`);
      await expect(screen.locator('[data-state="ready"], .mh-detail-fields dd').first()).toBeVisible();
      await expect(screen.locator('[data-state="error"]')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}
