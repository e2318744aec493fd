// A merchant checks yesterday's reconciliation (对账助手): the server's figures for the day, today's
// marked 对账中, and the day's transactions one tap away, with the day kept in the address. In the
// Android app and the mini program.
import { deepLink, expect, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'miniprogram'];

for (const host of HOSTS) {
  test(`reconciles yesterday and opens its transactions, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/recordAssistant', { host, session }));
    await expect(page.getByTestId('reconcile-status')).toHaveText('已对账');
    await expect(page.getByText('结算金额', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '下一天' }).click();
    await expect(page.getByTestId('reconcile-status')).toHaveText('对账中，次日完成');
    await expect(page.getByRole('button', { name: '下一天' })).toBeDisabled();
    await page.getByRole('button', { name: '上一天' }).click();
    await expect(page).toHaveURL(/[?&]date=\d{8}/);
    const date = new URL(page.url()).searchParams.get('date');

    await page.getByRole('link', { name: '查看当日交易明细' }).click();
    await expect(page).toHaveURL(new RegExp(`startDate=${date}&endDate=${date}`));
    await page.goBack();
    await expect(page.getByTestId('reconcile-status')).toHaveText('已对账');
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
  });
}
