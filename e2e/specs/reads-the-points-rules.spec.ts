// A merchant reads how points work: from the points home to the rules (the server's, sanitised), how
// to earn them, and on to the mall.
import { deepLink, expect, test } from '../support/sim';

for (const host of ['pos', 'officialaccount'] as const) {
  test(`reads the points rules in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/integralManage/Home', { host, session }));
    await expect(page.getByTestId('points-balance')).toHaveText('5,680');
    await page.getByRole('link', { name: '积分规则' }).first().click();
    await expect(page).toHaveURL(/\/h5\/integralManage\/HomeIntro/);
    await expect(page.getByRole('heading', { name: '积分规则' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '积分有效期' })).toBeVisible();
    await expect(page.getByText('12 个月内有效', { exact: false })).toBeVisible();
    await expect(page.getByRole('list', { name: '赚积分的方式' })).toContainText('每日签到');
    await page.getByRole('link', { name: '去积分商城兑换' }).click();
    await expect(page).toHaveURL(/\/h5\/integralManage\/PointMall/);
    await expect(page.getByRole('group', { name: '商品分类' })).toBeVisible();
  });
}
