// A merchant follows a withdrawal: a failed one says why and shows no arrived amount; one still with
// the bank shows where it stands — in the Android and iOS apps and in the mini program's mirror.
import { RECORD_HOSTS, recordSamples } from '../support/records';
import { deepLink, expect, test } from '../support/sim';

for (const { host, prefix } of RECORD_HOSTS) {
  test(`follows a failed withdrawal in the ${host} host`, async ({ page, session }) => {
    const { failedWithdrawal } = await recordSamples(session);
    expect(failedWithdrawal, 'the certified merchant has a failed withdrawal').toBeDefined();
    await page.goto(deepLink(`${prefix}/withdrawal/detail/${failedWithdrawal}`, { host, session }));

    const progress = page.getByRole('list', { name: '提现进度' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /^申请提现（已完成）/,
      /^处理中（已完成）/,
      /^提现失败（失败）/,
    ]);
    await expect(page.locator('.mh-detail-field', { hasText: '失败原因' }).locator('dd')).not.toBeEmpty();
    await expect(page.locator('.mh-detail-field', { hasText: '到账金额' })).toHaveCount(0);
    await expect(page.locator('.mh-detail-amount')).toHaveAttribute('data-outcome', 'failed');
  });

  test(`follows a withdrawal in progress in the ${host} host`, async ({ page, session }) => {
    const { pendingWithdrawal } = await recordSamples(session);
    // The simulator always keeps one withdrawal with the bank, whatever the clock says.
    expect(pendingWithdrawal, 'the simulator always holds one withdrawal with the bank').toBeTruthy();
    await page.goto(deepLink(`${prefix}/withdrawal/detail/${pendingWithdrawal}`, { host, session }));

    const steps = page.getByRole('list', { name: '提现进度' }).getByRole('listitem');
    await expect(steps).toHaveText([/^申请提现（已完成）\d{4}-/, /^处理中（进行中）/, '到账（未开始）']);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(page.locator('.mh-detail-field', { hasText: '失败原因' })).toHaveCount(0);
  });
}
