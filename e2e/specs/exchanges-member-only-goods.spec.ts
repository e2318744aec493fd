// The member-only goods (/vvip): a merchant who is not a paying member sees them, is told why they
// cannot be had and where to become a member, and the good itself refuses; a paying member exchanges
// one (会员专享费率券, 900 points) and the order is done at once.
import { exchangeCalls, openExchangeSheet, pointsSummary } from '../support/pointsMall';
import { deepLink, expect, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['pos', 'miniprogram'];

for (const host of HOSTS) {
  test(`a non-member is shown the way to membership, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/integralManage/PointMall', { host, session }));
    await page.getByRole('link', { name: '会员专享商品' }).click();
    await expect(page.getByTestId('vip-status')).toContainText('会员专享商品仅限付费会员兑换');
    await expect(page.getByTestId('vip-status').getByRole('link', { name: '开通付费会员' })).toHaveAttribute(
      'href',
      '/h5/paid/members',
    );
    const goods = page.getByRole('list', { name: '会员专享商品' });
    await expect(goods.getByRole('link')).toHaveCount(2);
    await goods.getByRole('link', { name: /会员专享费率券/ }).click();
    await expect(page.getByTestId('exchange-refusal')).toContainText('会员专享商品，开通付费会员后可兑换');
    await expect(page.getByRole('button', { name: '立即兑换' })).toBeDisabled();
    await expect(
      page.getByTestId('exchange-refusal').getByRole('link', { name: '开通付费会员' }),
    ).toBeVisible();
    expect(await exchangeCalls(session)).toHaveLength(0);
  });

  test(`a paying member exchanges a member-only good, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/vvip', { host, session, scenario: 'paid-member' }));
    await expect(page.getByTestId('vip-status')).toHaveText('您是付费会员，可兑换以下会员专享商品。');
    const before = await pointsSummary(session);
    expect(before.member.vipStatus).toBe('1');
    await page
      .getByRole('list', { name: '会员专享商品' })
      .getByRole('link', { name: /会员专享费率券/ })
      .click();
    await page.getByRole('link', { name: '立即兑换' }).click();
    const sheet = await openExchangeSheet(page, {
      goods: /^会员专享费率券.* ×1$/,
      points: '900',
      remaining: (before.points.balance - 900).toLocaleString('en-US'),
    });
    await sheet.getByRole('button', { name: '确认兑换' }).dblclick();
    await expect(page.getByTestId('order-status')).toHaveText('已完成');
    await expect(page.getByTestId('order-points')).toHaveText('900');
    expect((await exchangeCalls(session)).filter((c) => c.idempotency === 'new')).toHaveLength(1);
    expect((await pointsSummary(session)).points.balance).toBe(before.points.balance - 900);
  });
}
