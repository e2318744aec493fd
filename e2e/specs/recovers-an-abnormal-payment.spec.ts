// A merchant gets an abnormal payment back: the trades to handle, one opened, the check answered,
// the recovery applied for with evidence (bad input named beside its field, nothing typed lost, a
// double tap applying once), then its progress followed as a timeline until the simulator's back
// office (POST /__sim/abnormal/advance, docs/simulator.md) completes it — in the Android and iOS
// apps and in the official account.
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
  headers?: Record<string, string>;
}

for (const host of ['android', 'ios', 'officialaccount'] as const) {
  test(`recovers an abnormal payment in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/help/handleExceptionPage', { host, session }));
    const toHandle = page.getByRole('list', { name: '异常交易' }).getByRole('link');
    await expect(toHandle.first()).toBeVisible();
    const before = await toHandle.count();
    await expect(page.getByText(`有 ${before} 笔交易待您确认`)).toBeVisible();
    await toHandle.first().click();

    await expect(page).toHaveURL(/\/help\/payExceptionPage\/AB\d+/);
    const abnormalId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.locator('.mh-detail-field', { hasText: '异常原因' }).locator('dd')).not.toBeEmpty();
    await page
      .getByRole('group', { name: /款项是否已到您的结算卡/ })
      .getByLabel('未到账，申请找回')
      .check();

    const submit = page.getByRole('button', { name: '提交找回申请' });
    const tradeType = page.getByLabel('交易类型');
    const description = page.getByLabel('问题描述');
    const phone = page.getByLabel('联系电话');
    // The abnormal trade's own type is chosen already; cleared, it is asked for.
    await expect(tradeType).not.toHaveValue('');
    await tradeType.selectOption('');
    await description.fill('未到账');
    await phone.fill('2380013');
    await submit.click();
    await expect(page.locator('#recovery-trade-type-message')).toHaveText('请选择交易类型');
    await expect(page.locator('#recovery-description-message')).toHaveText('问题描述至少 5 个字');
    await expect(page.locator('#recovery-phone-message')).toHaveText('请输入 11 位手机号码');
    await expect(tradeType).toBeFocused();
    await expect(description).toHaveValue('未到账');
    await expect(phone).toHaveValue('2380013');

    await tradeType.selectOption({ label: '扫码收款' });
    await description.fill('顾客扫码付款成功，款项未到账');
    await phone.fill('13800138000');
    await expect(page.locator('.mh-field-error')).toHaveCount(0);
    await submit.dblclick();

    await expect(page).toHaveURL(new RegExp(`/help/payExceptionProgressPage/${abnormalId}$`));
    const steps = page.getByRole('list', { name: '找回进度' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /^已提交找回申请（已完成）\d{4}-\d\d-\d\d \d\d:\d\d:\d\d扫码收款：顾客扫码付款成功，款项未到账（联系电话 138\*\*\*\*8000）$/,
      '资金找回中（进行中）',
    ]);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');

    // One application, whatever the double tap sent: one new key, any second request a replay.
    const applies = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'abnormalHandleApply');
    expect(applies.filter((d) => d.idempotency === 'new')).toHaveLength(1);
    expect(applies.every((d) => d.idempotency === 'new' || d.idempotency === 'replay')).toBe(true);

    // The back office takes the next two steps; the screen follows without a reload.
    await sim.control('abnormal/advance', { abnormalId }, session);
    await expect(steps).toHaveText(
      [/^已提交找回申请/, /^审核通过，资金核实中（已完成）/, '资金找回中（进行中）'],
      {
        timeout: 15_000,
      },
    );
    await sim.control('abnormal/advance', { abnormalId }, session);
    await expect(steps).toHaveText(
      [/^已提交找回申请/, /^审核通过，资金核实中/, /^资金已找回（已完成）.*资金已结算至您的结算卡$/],
      { timeout: 15_000 },
    );
    await expect(page.locator('.mh-detail-status')).toHaveText('已找回');

    // Back on the list, the trade recovered is no longer one to handle.
    await page.getByRole('link', { name: '返回异常交易列表' }).click();
    await expect(page.getByRole('list', { name: '异常交易' }).getByRole('link')).toHaveCount(before - 1);
  });
}
