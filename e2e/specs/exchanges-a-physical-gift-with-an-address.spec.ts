// A merchant exchanges points for a physical gift delivered to a new address: a mobile number that
// is not 11 digits starting with 1 is refused beside its field with everything typed kept; the area
// is chosen from the area list (no free text); the address is saved, corrected through 编辑 (its area
// chosen again in the picker), chosen, and sent with an exchange of two pieces, confirmed in the
// sheet (the good, where it goes, 2,400 points spent, 3,280 left) with a double tap that runs once.
// The order waits for delivery and shows the address, the mobile masked.
import { exchangeCalls, openExchangeSheet, pointsSummary, mallGoods } from '../support/pointsMall';
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['ios', 'officialaccount'];

for (const host of HOSTS) {
  test(`exchanges a physical gift with a new address, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/integralManage/PointMall', { host, session }));
    await mallGoods(page)
      .getByRole('link', { name: /品牌保温杯/ })
      .click();
    await expect(page.getByText('实物商品，需填写收货地址')).toBeVisible();
    await page.getByRole('link', { name: '立即兑换' }).click();

    const addresses = page.getByRole('region', { name: '收货地址' });
    await expect(addresses.getByRole('radio')).toHaveCount(1);
    await expect(addresses.getByRole('radio')).toBeChecked();
    await addresses.getByRole('button', { name: '新增收货地址' }).click();
    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByLabel('收货人').fill('王五');
    await form.getByLabel('手机号').fill('1381234567');
    // The area is chosen from the area list, as in every other form; no free text.
    await form.getByRole('combobox', { name: '省份' }).selectOption({ label: '浙江省' });
    await form.getByRole('combobox', { name: '城市' }).selectOption({ label: '杭州市' });
    await form.getByRole('combobox', { name: '区县' }).selectOption({ label: '西湖区' });
    await form.getByLabel('详细地址').fill('文三路 1 号');
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(page.locator('#address-new-phone-message')).toHaveText('手机号应为 1 开头的 11 位数字');
    await expect(form.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('详细地址')).toHaveValue('文三路 1 号');
    await expect(form.getByLabel('收货人')).toHaveValue('王五');
    const saves = async () =>
      (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
        (e) => e.detail.endpoint === 'integralEditAddress',
      ).length;
    expect(await saves(), 'nothing sent for a bad mobile').toBe(0);

    await form.getByLabel('手机号').fill('13812345678');
    await expect(page.locator('#address-new-phone-message')).toHaveCount(0);
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form).toHaveCount(0);
    const added = addresses.getByRole('radio', { name: /王五 138\*\*\*\*5678/ });
    await expect(added).toBeChecked();

    // Corrected through 编辑: the same address, its street changed.
    await addresses.getByRole('button', { name: '编辑 王五 的地址' }).click();
    const edit = page.getByRole('form', { name: '编辑收货地址' });
    await expect(edit.getByLabel('手机号')).toHaveValue('13812345678');
    // The saved names are chosen again in the picker (西湖区 is 330106 in the area list).
    await expect(edit.getByRole('combobox', { name: '区县' })).toHaveValue('330106');
    await edit.getByLabel('详细地址').fill('文三路 2 号');
    await edit.getByRole('button', { name: '保存地址' }).click();
    await expect(edit).toHaveCount(0);
    await expect(addresses.getByRole('radio')).toHaveCount(2);
    await expect(added).toBeChecked();
    await expect(addresses).toContainText('浙江省 杭州市 西湖区 文三路 2 号');
    expect(await saves()).toBe(2);

    await page.getByRole('button', { name: '增加一件' }).click();
    await expect(page.getByTestId('exchange-total')).toHaveText('2,400');
    const sheet = await openExchangeSheet(page, {
      goods: '品牌保温杯 ×2',
      address: '寄至 王五 138****5678',
      points: '2,400',
      remaining: '3,280',
    });
    await sheet.getByRole('button', { name: '确认兑换' }).dblclick();

    await expect(page).toHaveURL(/\/integralManage\/integralOrderIntro\?orderNo=IO\d+/);
    await expect(page.getByTestId('order-status')).toHaveText('待发货');
    await expect(page.getByTestId('order-points')).toHaveText('2,400');
    const fields = page.locator('.mh-detail-fields');
    await expect(fields).toContainText('2 件');
    await expect(fields).toContainText('王五 138****5678');
    await expect(fields).toContainText('浙江省 杭州市 西湖区 文三路 2 号');
    await expect(page.locator('main')).not.toContainText('13812345678');

    expect((await exchangeCalls(session)).filter((c) => c.idempotency === 'new')).toHaveLength(1);
    const after = await pointsSummary(session);
    expect(after.points.balance).toBe(5680 - 2400);
    expect(after.orders.latestIntegral[0]).toMatchObject({
      commodityName: '品牌保温杯',
      points: 2400,
      statusName: '待发货',
    });

    // The orders list files it under 待发货.
    await page.getByRole('link', { name: '查看全部兑换订单' }).click();
    await page.getByRole('button', { name: '待发货' }).click();
    await expect(page.getByRole('list', { name: '兑换订单' }).getByRole('link').first()).toContainText(
      '品牌保温杯 ×2',
    );
  });
}
