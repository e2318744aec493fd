// A new merchant (not yet certified) follows the points home's banner to the novice gifts, receives
// each once (the points ones raise the balance), and the bill lists them.
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  requestBody?: unknown;
}

for (const host of ['pos', 'officialaccount'] as const) {
  test(`receives the novice gifts in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/integralManage/Home', { host, session, scenario: 'new-merchant' }));
    await expect(page.getByTestId('points-balance')).toHaveText('100');
    const banner = page.getByRole('link', { name: /新手礼包/ });
    await expect(banner).toContainText('还有 3 个礼包待领取');
    await banner.click();

    await expect(page.locator('[data-screen="/integralManage/empty"]')).toBeVisible();
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText('100');
    const gifts = page.getByRole('list', { name: '新手礼包' });
    await expect(gifts.locator('[data-gift="G01"]')).toContainText('已领取');

    await page.getByRole('button', { name: '领取 首周签到 50 积分' }).dblclick();
    const notice = page
      .locator('section', { has: page.getByRole('heading', { name: '新手礼包' }) })
      .getByRole('status');
    await expect(notice).toHaveText('已领取「首周签到 50 积分」，积分 +50');
    await expect(balance).toHaveText('150');
    await expect(gifts.locator('[data-gift="G04"]')).toContainText('已领取');

    await page.getByRole('button', { name: '领取 免费提现券 3 张' }).click();
    await expect(notice).toHaveText('已领取「免费提现券 3 张」');
    await expect(gifts.locator('[data-gift="G02"]')).toContainText('已领取');
    await expect(balance).toHaveText('150');

    const receives = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'noviceGifts' && JSON.stringify(d.requestBody).includes('giftId'));
    expect(receives.filter((d) => JSON.stringify(d.requestBody).includes('G04'))).toHaveLength(1);

    await expect(page.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      /\/business\/certificate/,
    );

    // Back on the home the balance says so, and the bill lists the gift.
    await page.getByRole('link', { name: '返回积分首页' }).click();
    await expect(page.getByTestId('points-balance')).toHaveText('150');
    await expect(page.getByRole('link', { name: /新手礼包/ })).toContainText('还有 1 个礼包待领取');
    await page.getByRole('link', { name: '积分明细' }).first().click();
    await expect(page.getByRole('list', { name: '积分明细' }).getByRole('listitem').first()).toContainText(
      '新手礼包：首周签到 50 积分',
    );
  });
}
