// A merchant reads the month bill and opens one day's transactions from a day's row or its column in
// the chart; the month stepper goes back to the first month with trades and no further. The bill has
// no mini-program mirror (docs/product.md §2), so the journey runs in the Android and iOS apps.
import { deepLink, expect, test } from '../support/sim';

for (const host of ['android', 'ios'] as const) {
  test(`opens a day from the month bill in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/monthBill/monthBillHome', { host, session }));
    const firstDay = page.locator('.mh-bill-day-link').first();
    await expect(firstDay).toBeVisible();
    const label = (await firstDay.textContent()) ?? ''; // 'MM-DD'
    await firstDay.click();

    await expect(page.locator('[data-screen="/transaction/record"]')).toBeVisible();
    const url = new URL(page.url());
    const day = url.searchParams.get('startDate') ?? '';
    expect(day).toMatch(/^\d{8}$/);
    expect(url.searchParams.get('endDate')).toBe(day);
    expect(`${day.slice(4, 6)}-${day.slice(6)}`).toBe(label);
    await expect(page.locator('[role="listitem"]').first()).toBeVisible();

    await page.goBack();
    await expect(page.locator('[data-screen="/monthBill/monthBillHome"]')).toBeVisible();
    // A tap on the chart opens the day under the finger.
    const column = page.locator(`rect.mh-trend-hit[data-day="${Number(day.slice(6))}"]`);
    await column.click();
    await expect(page).toHaveURL(new RegExp(`startDate=${day}&endDate=${day}$`));
  });

  test(`steps back to the first month with trades and no further in the ${host} host`, async ({
    page,
    session,
  }) => {
    await page.goto(deepLink('/monthBill/monthBillHome', { host, session }));
    const back = page.getByRole('button', { name: '上一月' });
    const on = page.getByRole('button', { name: '下一月' });
    await expect(page.locator('.mh-bill-totals dd').first()).toBeVisible();
    await expect(on).toBeDisabled();
    let steps = 0;
    while (await back.isEnabled()) {
      await back.click();
      steps += 1;
      expect(steps, 'the bill offers at most 24 months back').toBeLessThanOrEqual(24);
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
    }
    // The certified merchant's 90 days of trades span 3 or 4 months.
    expect(steps).toBeGreaterThanOrEqual(2);
    await expect(page.locator('.mh-bill-totals dd').first()).toBeVisible();
    await expect(page.locator('[data-state="empty"]')).toHaveCount(0);
  });
}
