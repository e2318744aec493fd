// A merchant whose records fail to load reads one Chinese message, never a toast on top of an inline
// error, and after a 401 only the login alert: no 重试 left behind it.
import { RECORD_HOSTS, recordSamples } from '../support/records';
import { deepLink, expect, sim, test } from '../support/sim';

const toast = '.adm-toast-main';

for (const { host, prefix } of RECORD_HOSTS) {
  test(`reads one Chinese message when a detail fails, and 重试 recovers (${host})`, async ({
    page,
    session,
  }) => {
    const { failedTrade } = await recordSamples(session);
    await sim.fault(session, {
      endpoint: 'transactionRecordTradeDetail',
      kind: 'status',
      status: 500,
      times: 1,
    });
    await page.goto(
      deepLink(`${prefix}/transaction/detail/${failedTrade!.uuid}/${failedTrade!.tranDt}`, { host, session }),
    );

    const error = page.locator('[data-state="error"]');
    await expect(error).toContainText('服务暂时不可用，请稍后重试（错误码 500）');
    await expect(error).not.toContainText(/[A-Za-z]/);
    await expect(page.locator(toast)).toHaveCount(0);
    await error.getByRole('button', { name: '重试' }).click();
    await expect(page.locator('.mh-detail-fields')).toBeVisible();
  });
}

for (const host of ['android', 'ios'] as const) {
  test(`after a 401 sees only the login alert, no 重试 behind it (${host})`, async ({ page, session }) => {
    await recordSamples(session);
    await sim.control('tokens/revoke', {}, session);
    await page.goto(deepLink('/monthBill/monthBillHome', { host, session }));

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('登录已失效，请重新登录');
    await expect(page.locator('[data-state="error"]')).toContainText('登录已失效，请重新登录');
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
    await expect(page.locator(toast)).toHaveCount(0);
  });
}
