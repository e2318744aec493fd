// A merchant opens a failed payment and reads why it failed; opens a refund and follows it to the
// payment it returned — in the Android and iOS apps and in the mini program's mirror.
import { RECORD_HOSTS, recordSamples } from '../support/records';
import { deepLink, expect, test } from '../support/sim';

const REASONS = /余额不足|发卡行拒绝交易|密码错误次数超限|卡片已过期/;

for (const { host, prefix } of RECORD_HOSTS) {
  test(`reads why a payment failed in the ${host} host`, async ({ page, session }) => {
    const { failedTrade } = await recordSamples(session);
    expect(failedTrade, 'the certified merchant has a failed payment').toBeDefined();
    await page.goto(
      deepLink(`${prefix}/transaction/detail/${failedTrade!.uuid}/${failedTrade!.tranDt}`, { host, session }),
    );

    const amount = page.locator('.mh-detail-amount');
    await expect(amount).toHaveAttribute('data-outcome', 'failed');
    await expect(page.locator('.mh-detail-status')).toHaveText('交易失败');
    const reason = page.locator('.mh-detail-field', { hasText: '失败原因' }).locator('dd');
    await expect(reason).toHaveText(REASONS);
    // A failed payment settled nothing.
    await expect(page.locator('.mh-detail-field', { hasText: '结算金额' })).toHaveCount(0);
  });

  test(`follows a refund to its original payment in the ${host} host`, async ({ page, session }) => {
    const { refund } = await recordSamples(session);
    expect(refund, 'the certified merchant has a refund').toBeDefined();
    await page.goto(
      deepLink(`${prefix}/transaction/detail/${refund!.uuid}/${refund!.tranDt}`, { host, session }),
    );
    await expect(page.locator('.mh-detail-amount')).toHaveAttribute('data-outcome', 'refunded');

    await page.getByRole('link', { name: '查看原交易' }).click();
    // The original opens in the same context (the mirror stays the mirror).
    await expect(page).toHaveURL(new RegExp(`/h5${prefix}/transaction/detail/T\\d+/\\d{8}$`));
    await expect(page.locator('.mh-detail-amount')).toHaveAttribute('data-outcome', 'done');
    await expect(page.getByRole('link', { name: '查看原交易' })).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('.mh-detail-amount')).toHaveAttribute('data-outcome', 'refunded');
  });
}
