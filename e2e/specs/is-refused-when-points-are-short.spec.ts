// What a merchant cannot exchange is refused in the server's words and spends nothing: a good that
// costs more than the balance (品牌电饭煲, 9,800 points) and one that is sold out (纸巾礼盒) cannot be
// started; a good that became too dear while the confirmation was open (the points spent in another
// tab) is refused when 确认兑换 is tapped in the sheet, once, and the balance stays where it was.
import { exchangeCalls, openExchangeSheet, pointsSummary, mallGoods } from '../support/pointsMall';
import { deepLink, expect, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'officialaccount'];

for (const host of HOSTS) {
  test(`cannot start an exchange the balance or the stock does not allow, in the ${host} host`, async ({
    page,
    session,
  }) => {
    await page.goto(deepLink('/integralManage/PointMall?category=生活', { host, session }));
    const goods = mallGoods(page);
    await expect(goods.getByRole('link', { name: /纸巾礼盒/ })).toContainText('售罄');

    await goods.getByRole('link', { name: /品牌电饭煲/ }).click();
    await expect(page.getByTestId('commodity-points')).toHaveText('9,800积分');
    await expect(page.getByTestId('exchange-refusal')).toContainText('积分不足，还差 4,120 积分');
    await expect(page.getByRole('button', { name: '立即兑换' })).toBeDisabled();
    await expect(page.getByRole('link', { name: '去赚积分' })).toHaveAttribute(
      'href',
      '/h5/integralManage/Home',
    );

    await page.goBack();
    await mallGoods(page)
      .getByRole('link', { name: /纸巾礼盒/ })
      .click();
    await expect(page.getByTestId('exchange-refusal')).toContainText('纸巾礼盒库存不足');
    await expect(page.getByRole('button', { name: '立即兑换' })).toBeDisabled();

    // The confirmation opened by its address says the same and sends nothing.
    await page.goto(deepLink('/integralManage/integralAction?commodityId=C008', { host, session }));
    await expect(page.getByTestId('exchange-refusal')).toContainText('积分不足，还差 4,120 积分');
    await expect(page.getByRole('button', { name: '兑换', exact: true })).toBeDisabled();
    expect(await exchangeCalls(session)).toHaveLength(0);
    expect((await pointsSummary(session)).points.balance).toBe(5680);
  });

  test(`is refused in the server's words when the points ran short meanwhile, in the ${host} host`, async ({
    page,
    context,
    session,
  }) => {
    await page.goto(deepLink('/integralManage/integralAction?commodityId=C003', { host, session }));
    await expect(page.getByTestId('exchange-total')).toHaveText('3,000');

    // Another tab spends 3,000 of the 5,680 points on the same good.
    const other = await context.newPage();
    await other.goto(deepLink('/integralManage/integralAction?commodityId=C003', { host, session }));
    const shows = { goods: '收款音箱 ×1', points: '3,000', remaining: '2,680' };
    await (await openExchangeSheet(other, shows)).getByRole('button', { name: '确认兑换' }).click();
    await expect(other.getByTestId('order-status')).toHaveText('待发货');
    await other.close();
    expect((await pointsSummary(session)).points.balance).toBe(2680);

    // This tab still shows the balance it read: the sheet says 2,680 would remain.
    await (await openExchangeSheet(page, shows)).getByRole('button', { name: '确认兑换' }).dblclick();
    await expect(page.getByTestId('exchange-failure')).toHaveText('积分不足，还差 320 积分');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(1);
    // The good is read again: the balance it shows is the server's, and the button is off.
    await expect(page.getByTestId('points-balance')).toHaveText('2,680');
    await expect(page.getByRole('button', { name: '兑换', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/\/integralManage\/integralAction\?.*commodityId=C003/);

    const calls = await exchangeCalls(session);
    expect(
      calls.filter((c) => c.idempotency === 'new'),
      'the other tab and one refused tap',
    ).toHaveLength(2);
    const after = await pointsSummary(session);
    expect(after.points.balance, 'nothing spent by the refusal').toBe(2680);
    expect(after.orders.latestIntegral.filter((o) => o.commodityName === '收款音箱')).toHaveLength(1);
  });
}
