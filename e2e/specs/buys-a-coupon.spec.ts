// The merchant buys coupons in the mall: in the Android app the wallet pays (9000) two of a coupon,
// tapped twice, in one order; the coupons are in 我的卡券 and the order 已支付 in 购买记录. On the POS
// the wallet's cancel (6001) charges nothing, said beside the button, and the retry pays; in the
// mini program its own pay page pays the order and brings the coupon's page back with the result,
// and an order cancelled there is handed over again, not opened twice.
// A member-only coupon is refused to a merchant who is not a paying member: the reason, no pay button.
import { deepLink, expect, sim, test } from '../support/sim';

const MALL = '/coupon/mall';

async function wallet(session: string, resultStatus: string): Promise<void> {
  await sim.control('wallet', { resultStatus, settleAfterMs: 2500 }, session, 'PUT');
}

const orderCreations = async (session: string) =>
  (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
    (e) => e.detail.endpoint === 'couponOrderCreate',
  );

test.beforeEach(async ({ session }) => {
  await sim.control('PUT /scenario', { session, body: { scenario: 'certified' } });
});

test('buys two coupons in the android host, tapped twice, paid once', async ({ page, session }) => {
  await wallet(session, '9000');
  await page.goto(deepLink(MALL, { host: 'android', session }));
  const mall = page.getByRole('list', { name: '在售的券' });
  await expect(mall).toBeVisible();
  await expect(mall.locator('.mh-mall-coupon', { hasText: '流量卡 10G' })).toContainText('已售罄');
  await expect(mall.locator('.mh-mall-coupon', { hasText: '月度专享礼包' })).toContainText('仅限会员');

  await mall.getByRole('link', { name: /费率减免券（30 天）/ }).click();
  await expect(page).toHaveURL(/\/coupon\/buy\/Q001/);
  await expect(page.getByRole('heading', { name: '费率减免券（30 天）' })).toBeVisible();
  await expect(page.getByTestId('coupon-total')).toHaveText('¥9.90');
  await page.getByRole('button', { name: '增加一张' }).click();
  await expect(page.getByTestId('coupon-total')).toHaveText('¥19.80');

  await page.getByRole('button', { name: '立即支付 ¥19.80' }).dblclick();
  await expect(page.getByRole('heading', { name: '购买成功，券已放入我的卡券' })).toBeVisible();
  await expect(page).toHaveURL(/\/coupon\/buy\/Q001\?orderNo=CO\w+&outcome=paid/);
  expect(await orderCreations(session)).toHaveLength(1);
  const pays = (await sim.bridge(session)).filter((e) => e.functionName === 'pay' && e.kind === 'call');
  expect(pays).toHaveLength(1);

  await page.getByRole('link', { name: '查看我的卡券' }).click();
  await expect(page).toHaveURL(/\/private\/coupon/);
  const unused = page.getByRole('list', { name: '未使用' });
  await expect(
    unused.getByRole('listitem').filter({ hasText: '费率减免券（30 天）' }).filter({ hasText: '来源：购买' }),
  ).toHaveCount(2);

  await page.getByRole('link', { name: '购买记录' }).click();
  const first = page.getByRole('list', { name: '购买记录' }).locator('[data-order-status]').first();
  await expect(first).toHaveAttribute('data-order-status', '已支付');
  await expect(first).toContainText('费率减免券（30 天） ×2');
  await expect(first).toContainText('¥19.80');
});

test('a cancel on the POS charges nothing and the retry pays the same order', async ({ page, session }) => {
  await wallet(session, '6001');
  await page.goto(deepLink('/coupon/buy/Q002', { host: 'pos', session }));
  await expect(page.getByRole('heading', { name: '免费提现券 10 张' })).toBeVisible();
  await page.getByRole('button', { name: '立即支付 ¥5.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('已取消支付，未扣款，可重新支付');

  await wallet(session, '9000');
  await page.getByRole('button', { name: '重新支付' }).click();
  await expect(page.getByRole('heading', { name: '购买成功，券已放入我的卡券' })).toBeVisible();
  const pays = (await sim.bridge(session)).filter((e) => e.functionName === 'pay' && e.kind === 'call');
  const orders = pays.map((c) => (c as { data?: { orderInfo?: string } }).data?.orderInfo);
  expect(orders).toHaveLength(2);
  expect(orders[1]).toBe(orders[0]);
});

test('buys a coupon in the mini program on its pay page', async ({ page, session }) => {
  await page.goto(deepLink('/coupon/buy/Q002', { host: 'miniprogram', session }));
  await page.getByRole('button', { name: '立即支付 ¥5.00' }).dblclick();
  await expect(page).toHaveURL(/\/__sim\/miniprogram\/pay\?session=[^&]+&orderNo=CO\w+$/);
  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(/\/h5\/coupon\/buy\/Q002\?orderNo=CO\w+/);
  await expect(page.getByRole('heading', { name: '购买成功，券已放入我的卡券' })).toBeVisible();
  expect(await orderCreations(session)).toHaveLength(1);
});

test('a payment cancelled in the mini program charges nothing; paying again pays the same order', async ({
  page,
  session,
}) => {
  await sim.control('miniprogram/pay', { outcome: 'cancelled' }, session, 'PUT');
  await page.goto(deepLink('/coupon/buy/Q002', { host: 'miniprogram', session }));
  await page.getByRole('button', { name: '立即支付 ¥5.00' }).click();
  await expect(page).toHaveURL(/\/h5\/coupon\/buy\/Q002\?orderNo=CO\w+/);
  await expect(page.getByText('订单未支付，未扣款，可重新支付')).toBeVisible();
  const handedOver = new URL(page.url()).searchParams.get('orderNo');

  await sim.control('miniprogram/pay', { outcome: 'paid' }, session, 'PUT');
  await page.getByRole('button', { name: '立即支付 ¥5.00' }).click();
  await expect(page.getByRole('heading', { name: '购买成功，券已放入我的卡券' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('orderNo')).toBe(handedOver);
  expect(await orderCreations(session)).toHaveLength(1);
});

test('a member-only coupon is refused to a merchant who is not a member', async ({ page, session }) => {
  await wallet(session, '9000');
  await page.goto(deepLink(MALL, { host: 'android', session }));
  await page.getByRole('link', { name: /月度专享礼包/ }).click();
  await expect(page.getByRole('heading', { name: '月度专享礼包' })).toBeVisible();
  await expect(page.getByTestId('cannot-buy')).toHaveText('仅限付费会员购买');
  await expect(page.getByRole('button', { name: /支付/ })).toHaveCount(0);
  expect(await orderCreations(session)).toHaveLength(0);
  await page.getByRole('link', { name: '开通付费会员' }).click();
  await expect(page).toHaveURL(/\/h5\/paid\/members/);
});
