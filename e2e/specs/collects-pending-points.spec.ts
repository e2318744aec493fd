// A merchant collects the points waiting on the points home: the balance rises by what was
// collected, the entry leaves the list, and the bill shows the 领取 line on top.
import { deepLink, expect, test } from '../support/sim';

for (const host of ['ios', 'officialaccount'] as const) {
  test(`collects pending points in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/integralManage/Home', { host, session }));
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText('5,680');
    await expect(page.getByText('另有 118 积分待领取')).toBeVisible();
    const pending = page.getByRole('list', { name: '待领取积分' });
    await expect(pending.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: '领取 交易达标奖励 88 积分' }).dblclick();
    const section = page.locator('section', { has: page.getByRole('heading', { name: '待领取积分' }) });
    await expect(section.getByRole('status')).toHaveText('已领取 88 积分（交易达标奖励）');
    await expect(balance).toHaveText('5,768');
    await expect(pending.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('另有 30 积分待领取')).toBeVisible();

    await page.getByRole('button', { name: '领取 活动参与奖励 30 积分' }).click();
    await expect(balance).toHaveText('5,798');
    await expect(section.getByText(/暂无待领取积分/)).toBeVisible();

    await page.getByRole('link', { name: '积分明细' }).first().click();
    const rows = page.getByRole('list', { name: '积分明细' }).getByRole('listitem');
    await expect(rows.nth(0)).toContainText('领取：活动参与奖励');
    await expect(rows.nth(0)).toContainText('+30');
    await expect(rows.nth(1)).toContainText('领取：交易达标奖励');
    await expect(rows.nth(1)).toContainText('+88');
    await expect(page.getByTestId('points-balance')).toHaveText('5,798');

    // Only what was earned: the first row stays under 获取.
    await page.getByRole('group', { name: '积分类型' }).getByRole('button', { name: '获取' }).click();
    await expect(page).toHaveURL(/tradeType=01/);
    await expect(rows.nth(0)).toContainText('领取：活动参与奖励');
  });
}
