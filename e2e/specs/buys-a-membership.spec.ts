// A merchant buys the paid membership: the plan's price and the expiry it gives are read before
// paying, the agreement is accepted first, the order is paid through the host's wallet (QA picks the
// wallet's answer per session: PUT /__sim/wallet, docs/simulator.md "Wallet") or, in the mini
// program, on its pay page, and the membership shows only once the server says the order is paid.
// A double tap opens one order; a wallet answering 6004 (result unknown) is followed until the
// payment side settles the order. In the Android app and the mini program (6004 in the iOS app).
import type { Page } from '@playwright/test';
import { deepLink, expect, sim, test } from '../support/sim';

const AGREE = '我已阅读并同意《付费会员服务协议》';

/** The order requests the page sends, recorded from now on. */
function recordOrders(page: Page): string[] {
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('payMember/aliOrderCreate')) orders.push(r.url());
  });
  return orders;
}

/** The expiry /paid/members promises for the chosen plan, before paying. */
async function promisedExpiry(page: Page): Promise<string> {
  const line = page.getByTestId('member-new-expiry');
  await expect(line).toHaveText(/^年卡 ¥99\.00，开通后有效期至 \d{4}-\d{2}-\d{2}$/);
  return /\d{4}-\d{2}-\d{2}/.exec((await line.textContent()) ?? '')?.[0] ?? '';
}

test('a merchant who is not a member buys a year in the android host, once for a double tap', async ({
  page,
  session,
}) => {
  await sim.control('wallet', { resultStatus: '9000' }, session, 'PUT');
  const orders = recordOrders(page);
  await page.goto(deepLink('/members/index', { host: 'android', session }));
  await expect(page.getByTestId('member-state')).toHaveText('未开通付费会员');
  await page.getByRole('link', { name: '立即开通' }).click();
  await expect(page).toHaveURL(/\/h5\/paid\/members/);
  await expect(page.getByRole('radio', { name: /^年卡/ })).toBeChecked();
  const expiry = await promisedExpiry(page);

  // Not agreed yet: said beside the box, nothing sent.
  const pay = page.getByRole('button', { name: '立即开通 ¥99.00' });
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('请先阅读并同意《付费会员服务协议》');
  expect(orders).toHaveLength(0);

  await page.getByRole('checkbox', { name: AGREE }).check();
  await pay.dblclick();
  await expect(page).toHaveURL(/\/h5\/buy\/members\?orderNo=MO\w+&outcome=paid/);
  await expect(page.getByRole('heading', { name: '开通成功' })).toBeVisible();
  await expect(page.getByTestId('member-paid-expiry')).toHaveText(`会员有效期至 ${expiry}`);
  expect(orders).toHaveLength(1);
  const payCalls = (await sim.bridge(session)).filter((e) => e.functionName === 'pay' && e.kind === 'call');
  expect(payCalls).toHaveLength(1);
  expect((payCalls[0] as { data?: { channel?: string } }).data?.channel).toBe('alipay');

  await page.getByRole('link', { name: '去会员首页' }).click();
  await expect(page).toHaveURL(/\/h5\/members\/index/);
  await expect(page.getByTestId('member-state')).toHaveText(`会员有效期至 ${expiry}`);
  await expect(page.getByRole('link', { name: '立即续费' })).toBeVisible();
});

test('a merchant buys a year in the mini program on its pay page and comes back to 开通成功', async ({
  page,
  session,
}) => {
  const orders = recordOrders(page);
  await page.goto(deepLink('/paid/members', { host: 'miniprogram', session }));
  const expiry = await promisedExpiry(page);
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: '立即开通 ¥99.00' }).click();
  // The mini program's page, as the simulator plays it: the amount its server holds for the order.
  await expect(page).toHaveURL(/\/__sim\/miniprogram\/pay\?session=[^&]+&orderNo=MO\w+$/);
  await expect(page.getByText('¥99.00')).toBeVisible();
  expect(orders).toHaveLength(1);

  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(/\/h5\/buy\/members\?orderNo=MO\w+/);
  await expect(page.getByRole('heading', { name: '开通成功' })).toBeVisible();
  await expect(page.getByTestId('member-paid-expiry')).toHaveText(`会员有效期至 ${expiry}`);
});

test('a wallet answering 6004 in the ios host is followed until the order settles', async ({
  page,
  session,
}) => {
  await sim.control('wallet', { resultStatus: '6004', settleAfterMs: 2500 }, session, 'PUT');
  await page.goto(deepLink('/paid/members', { host: 'ios', session }));
  const expiry = await promisedExpiry(page);
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: '立即开通 ¥99.00' }).click();
  await expect(page).toHaveURL(/\/h5\/buy\/members\?orderNo=MO\w+&outcome=pending/);
  await expect(page.getByRole('heading', { name: '支付结果确认中' })).toBeVisible();
  await expect(page.getByText(/未扣款/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '开通成功' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('member-paid-expiry')).toHaveText(`会员有效期至 ${expiry}`);
});
