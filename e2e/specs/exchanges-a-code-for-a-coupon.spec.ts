// The merchant types an exchange code: a wrong one is refused beside the field with the code kept;
// the right one, tapped twice, is exchanged once and the coupon received is shown with the way to
// 我的券, where it is in 未使用, and in 购买记录 as a ¥0 兑换成功 order. In the Android app and the mini program.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'miniprogram'];

for (const host of HOSTS) {
  test(`exchanges a code for a coupon once, in the ${host} host`, async ({ page, session }) => {
    await sim.control('PUT /scenario', { session, body: { scenario: 'certified' } });
    await page.goto(deepLink('/exchange/code', { host, session }));
    await expect(page.getByRole('heading', { name: '兑换码兑换' })).toBeVisible();
    const field = page.getByRole('textbox', { name: '兑换码', exact: true });

    await field.fill('nope0000');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await expect(page.locator('#exchange-code-message')).toHaveText(
      '兑换码不存在，请核对后重新输入（还可尝试 4 次）',
    );
    await expect(field).toHaveValue('NOPE0000');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('sim2026a');
    await page.getByRole('button', { name: '立即兑换' }).dblclick();
    await expect(page.getByRole('heading', { name: '兑换成功' })).toBeVisible();
    await expect(page.getByRole('list', { name: '获得的券' })).toContainText('费率减免券（30 天）');
    const exchanges = (await sim.logs<{ endpoint?: string; code?: string }>(session, 'http')).filter(
      (e) => e.detail.endpoint === 'couponPackageExchange',
    );
    expect(exchanges, 'the wrong code and one exchange of the right one').toHaveLength(2);

    await page.getByRole('link', { name: '查看我的券' }).click();
    await expect(page).toHaveURL(/\/private\/coupon/);
    const unused = page.getByRole('list', { name: '未使用' });
    await expect(unused).toBeVisible();
    const exchanged = unused.getByRole('listitem').filter({ hasText: '来源：兑换码兑换' });
    await expect(exchanged).toHaveCount(1);
    await expect(exchanged).toContainText('费率减免券（30 天）');
    await expect(page.getByRole('button', { name: /^未使用\(\d+\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The exchange is an order of ¥0 at the top of 购买记录.
    await page.getByRole('link', { name: '购买记录' }).click();
    await expect(page).toHaveURL(/\/coupon\/buyHistory/);
    const orders = page.getByRole('list', { name: '购买记录' });
    const first = orders.locator('[data-order-status]').first();
    await expect(first).toHaveAttribute('data-order-status', '兑换成功');
    await expect(first).toContainText('¥0.00');
    await expect(first).toContainText('订单号');
  });
}
