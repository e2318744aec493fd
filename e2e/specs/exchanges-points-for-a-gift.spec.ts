// A merchant exchanges points for a virtual gift: from the mall (the 权益 category) to the good, to
// the exchange, which asks once in a sheet showing the 300 points spent and the 5,380 left, where a
// double tap on 确认兑换 exchanges once; the order shows 已完成, the balance drops by
// the price once (in the simulator and back in the mall), the bill gains one line and the orders
// list holds the new order. In a host app and in the mini program.
import { exchangeCalls, openExchangeSheet, pointsSummary, mallGoods } from '../support/pointsMall';
import { deepLink, expect, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'miniprogram'];

for (const host of HOSTS) {
  test(`exchanges points for a virtual gift once, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/integralManage/PointMall', { host, session }));
    const before = await pointsSummary(session);
    await expect(page.getByTestId('points-balance')).toHaveText('5,680');

    await page.getByRole('group', { name: '商品分类' }).getByRole('button', { name: '权益' }).click();
    await expect(page).toHaveURL(/category=%E6%9D%83%E7%9B%8A/);
    const goods = mallGoods(page);
    await expect(goods.getByRole('link')).toHaveCount(2);
    await goods.getByRole('link', { name: /免费提现券/ }).click();

    await expect(page.getByRole('heading', { name: '免费提现券', level: 1 })).toBeVisible();
    await expect(page.getByTestId('commodity-points')).toHaveText('300积分');
    await page.getByRole('link', { name: '立即兑换' }).click();
    await expect(page).toHaveURL(/\/integralManage\/integralAction\?commodityId=C007/);
    await expect(page.getByText('虚拟商品，兑换后自动发放到您的账户')).toBeVisible();
    await expect(page.getByTestId('exchange-total')).toHaveText('300');
    const sheet = await openExchangeSheet(page, {
      goods: '免费提现券 ×1',
      points: '300',
      remaining: '5,380',
    });
    expect(await exchangeCalls(session), 'nothing sent before 确认兑换').toHaveLength(0);
    await sheet.getByRole('button', { name: '确认兑换' }).dblclick();

    await expect(page).toHaveURL(/\/integralManage\/integralOrderIntro\?orderNo=IO\d+/);
    await expect(page.getByTestId('order-status')).toHaveText('已完成');
    await expect(page.getByTestId('order-points')).toHaveText('300');
    await expect(page.locator('.mh-detail-fields')).toContainText('免费提现券');
    await expect(page.locator('.mh-detail-fields')).not.toContainText('收货地址');
    const orderNo = new URL(page.url()).searchParams.get('orderNo');

    const calls = await exchangeCalls(session);
    expect(
      calls.filter((c) => c.idempotency === 'new'),
      'one exchange ran',
    ).toHaveLength(1);
    const after = await pointsSummary(session);
    expect(after.points.balance).toBe(before.points.balance - 300);
    expect(after.points.billEntries, 'one bill line').toBe(before.points.billEntries + 1);
    expect(after.orders.integral).toBe(before.orders.integral + 1);
    expect(after.orders.latestIntegral[0]).toEqual({
      orderNo,
      commodityName: '免费提现券',
      points: 300,
      statusName: '已完成',
    });

    // The next screens show it: the orders list (已完成) and the mall's balance.
    await page.getByRole('link', { name: '查看全部兑换订单' }).click();
    await page.getByRole('button', { name: '已完成' }).click();
    const first = page.getByRole('list', { name: '兑换订单' }).getByRole('link').first();
    await expect(first).toContainText('免费提现券 ×1');
    await expect(first).toContainText('已完成');
    await page.goBack();
    await page.getByRole('link', { name: '继续兑换' }).click();
    await expect(page.getByTestId('points-balance')).toHaveText('5,380');
  });
}
