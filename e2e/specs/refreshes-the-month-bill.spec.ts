// A merchant pulls the month bill down to reload it, as on the lists, and taps its days, arrows and
// save button with a finger: every one a 44×44 touch target.
import { deepLink, expect, test } from '../support/sim';
import { pullDown } from '../support/touch';

const BILL_CALL = '/pay-service/bill/query/detail';

for (const host of ['android', 'ios'] as const) {
  test(`pulls the month bill down to reload it in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/monthBill/monthBillHome', { host, session }));
    await expect(page.locator('.mh-bill-totals dd').first()).toBeVisible();

    const refetch = page.waitForRequest((r) => r.url().includes(BILL_CALL));
    await pullDown(page, page.locator('.mh-bill'));
    expect(new URL((await refetch).url()).searchParams.get('monthDate')).toMatch(/^\d{6}$/);
    await expect(page.getByRole('status').filter({ hasText: '刷新成功' })).toBeAttached();
    await expect(page.locator('[data-pull="idle"]')).toBeAttached();
    await expect(page.locator('.mh-bill-totals dd').first()).toBeVisible();
  });

  test(`the bill's days, arrows and save button are 44-px touch targets in the ${host} host`, async ({
    page,
    session,
  }) => {
    await page.goto(deepLink('/monthBill/monthBillHome', { host, session }));
    await expect(page.locator('.mh-bill-day-link').first()).toBeVisible();
    const targets = page.locator(
      '.mh-bill-day-link, .mh-stepper-step, .mh-stepper-current, .mh-bill-actions button',
    );
    expect(await targets.count()).toBeGreaterThan(4);
    for (const box of await Promise.all((await targets.all()).map((t) => t.boundingBox()))) {
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
}
