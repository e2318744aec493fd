// A merchant saves the month bill to the album through the host app (saveAsImage over the bridge);
// where no host app can store a picture (official account, mini program, plain browser) there is no
// button to press (docs/product.md "Records and bills").
import { deepLink, expect, sim, test } from '../support/sim';

for (const host of ['android', 'ios'] as const) {
  test(`saves the month bill as a picture in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/monthBill/monthBillHome', { host, session }));
    await page.getByRole('button', { name: '保存账单图片' }).click();
    await expect(page.locator('.adm-toast-main')).toHaveText('已保存到相册');

    const calls = (await sim.bridge(session)).filter((e) => e.functionName === 'saveAsImage');
    expect(calls.map((c) => c.kind)).toEqual(['call', 'reply']);
  });
}

for (const host of ['officialaccount', 'miniprogram', 'browser'] as const) {
  test(`offers no save button where there is no host app (${host})`, async ({ page, session }) => {
    await page.goto(deepLink('/monthBill/monthBillHome', { host, session }));
    // A plain browser carries no token: the bill answers 401 and the login alert shows instead.
    const settled =
      host === 'browser' ? page.getByRole('dialog') : page.locator('.mh-bill-totals dd').first();
    await expect(settled).toBeVisible();
    await expect(page.getByRole('button', { name: '保存账单图片' })).toHaveCount(0);
  });
}
