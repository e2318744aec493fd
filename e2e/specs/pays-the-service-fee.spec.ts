// A merchant pays the payment device's service fee through the host app's wallet and sees every
// wallet answer as it is: 9000 paid; 8000 and 6004 pending until the payment side settles the
// order; 6001 cancelled with nothing charged and a retry — on another channel too — that pays the
// same order; an order string changed on its way to the wallet is refused by it, and the merchant
// reads the wallet's reason. QA picks the wallet's answer per session (PUT /__sim/wallet,
// docs/simulator.md "Wallet").
import { deepLink, expect, sim, test, type BridgeEntry } from '../support/sim';

const FEE_PAGE = '/help/SwitchPayDeviceApply';
const payCalls = async (session: string) =>
  (await sim.bridge(session)).filter((e) => e.functionName === 'pay' && e.kind === 'call');

async function wallet(session: string, resultStatus: string, settleAfterMs = 2500): Promise<void> {
  await sim.control('wallet', { resultStatus, settleAfterMs }, session, 'PUT');
}

for (const host of ['android', 'ios'] as const) {
  test(`pays the service fee once in the ${host} host, then applies for its refund`, async ({
    page,
    session,
  }) => {
    await wallet(session, '9000');
    await page.goto(deepLink(FEE_PAGE, { host, session }));
    await expect(page.getByText('应缴服务费')).toBeVisible();
    await expect(page.locator('.mh-fee-amount')).toHaveText('¥99.00');
    await expect(page.getByText('设备通讯流量（一年）')).toBeVisible();
    await expect(page.getByText('已激活')).toBeVisible();

    // A double tap pays once.
    await page.getByRole('button', { name: '立即支付 ¥99.00' }).dblclick();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(await payCalls(session)).toHaveLength(1);
    // The amount first and large, then the order number (copyable) and the time.
    await expect(page.locator('.mh-fee-result-amount')).toHaveText('¥99.00');
    await expect(page.locator('.mh-fee-row', { hasText: '订单号' })).toContainText(/SF\d+/);
    await expect(page.getByRole('button', { name: '复制订单号' })).toBeVisible();
    await expect(page.locator('.mh-fee-row', { hasText: '支付时间' })).toContainText(/\d{4}-\d{2}-\d{2}/);

    await page.getByRole('button', { name: '完成' }).click();
    await expect(page.getByText('服务费已缴纳')).toBeVisible();
    await expect(page.getByText('无退款申请', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '申请退款' }).click();
    await expect(page.locator('.mh-fee-row', { hasText: '退款状态' })).toContainText('退款处理中');
    await page.reload();
    await expect(page.locator('.mh-fee-row', { hasText: '退款状态' })).toContainText('退款处理中');
    await expect(page.getByRole('button', { name: /立即支付/ })).toHaveCount(0);
  });
}

for (const [host, code] of [
  ['android', '8000'],
  ['ios', '6004'],
] as const) {
  test(`a wallet answering ${code} in the ${host} host waits until the order settles`, async ({
    page,
    session,
  }) => {
    await wallet(session, code, 2500);
    await page.goto(deepLink(FEE_PAGE, { host, session }));
    await page.getByRole('button', { name: '立即支付 ¥99.00' }).click();
    await expect(page.getByRole('heading', { name: '支付处理中' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
    expect(await payCalls(session)).toHaveLength(1);
  });
}

for (const host of ['android', 'ios'] as const) {
  test(`a cancelled payment in the ${host} host charges nothing and a retry on another channel pays the same order`, async ({
    page,
    session,
  }) => {
    await wallet(session, '6001');
    await page.goto(deepLink(FEE_PAGE, { host, session }));
    await page.getByRole('button', { name: '立即支付 ¥99.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('已取消支付，未扣款，可重新支付');
    await expect(page.getByText('应缴服务费')).toBeVisible();

    // Another channel is another order request (its own idempotency key), not a 409 for good.
    await wallet(session, '9000');
    await page.getByRole('radio', { name: '云闪付' }).check();
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    const calls: BridgeEntry[] = await payCalls(session);
    expect(calls).toHaveLength(2);
    const orders = calls.map((c) => (c as { data?: { orderInfo?: string } }).data?.orderInfo);
    expect(orders[0]).toBeTruthy();
    expect(orders[1]).toBe(orders[0]);
    const channels = calls.map((c) => (c as { data?: { channel?: string } }).data?.channel);
    expect(channels).toEqual(['alipay', 'unionPay']);
  });
}

test('a wallet refuses an order whose amount was changed after the gateway signed it, charging nothing', async ({
  page,
  session,
}) => {
  await wallet(session, '9000');
  const purchases = async () =>
    (await sim.control<{ orders: { purchase: number } }>('state', undefined, session)).orders.purchase;
  const before = await purchases();
  // The order comes back with ¥0.01 in place of ¥99.00, as a tampered answer would.
  const ORDER = '**/gateway/pos-pay-service/device/serviceFee/receiveCodeInfo';
  await page.route(ORDER, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { orderInfo: string } };
    answer.data.orderInfo = answer.data.orderInfo.replace('total_amount=99.00', 'total_amount=0.01');
    await route.fulfill({ response, json: answer });
  });
  await page.goto(deepLink(FEE_PAGE, { host: 'android', session }));
  await page.getByRole('button', { name: '立即支付 ¥99.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('支付未完成：订单信息无效：验签失败，未扣款，请重试');
  await expect(page.getByText('应缴服务费')).toBeVisible();

  const [call] = await payCalls(session);
  expect((call as { data?: { orderInfo?: string } }).data?.orderInfo).toContain('total_amount=0.01');
  expect(await purchases()).toBe(before);

  // The order string as the gateway signed it is paid.
  await page.unroute(ORDER);
  await page.getByRole('button', { name: '重新支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(await purchases()).toBe(before + 1);
});

// Inside the mini program the web-view cannot pay: the order goes to the mini program's pay page by
// its number (the simulator plays that page, docs/simulator.md "WeChat"), which comes back to the
// result route; the result screen reads the order from the server, never from the address.
type FeeOrders = { serviceFeeOrders: Array<{ orderNo: string; channel: string; status: string }> };
const feeOrders = async (session: string) =>
  (await sim.control<FeeOrders>('state', undefined, session)).serviceFeeOrders;

test('pays the service fee in the mini program on its pay page, one order for a double tap', async ({
  page,
  session,
}) => {
  await page.goto(deepLink(FEE_PAGE, { host: 'miniprogram', session }));
  await page.getByRole('button', { name: '立即支付 ¥99.00' }).dblclick();
  // The mini program's page, as the simulator plays it: the amount its server holds for the order.
  await expect(page).toHaveURL(/\/__sim\/miniprogram\/pay\?session=[^&]+&orderNo=SF\d+$/);
  await expect(page.getByRole('heading', { name: '小程序支付' })).toBeVisible();
  await expect(page.getByText('¥99.00')).toBeVisible();
  const [opened] = await feeOrders(session);
  expect(await feeOrders(session)).toHaveLength(1);
  expect(opened).toMatchObject({ channel: 'miniProgram', status: 'unpaid' });
  expect(await sim.miniProgramCalls(session)).toEqual([
    { name: 'navigateTo', arg: { url: `/pages/pay/index?orderNo=${opened?.orderNo}` } },
  ]);

  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/h5/help/Result\\?orderNo=${opened?.orderNo}`));
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.locator('.mh-fee-result-amount')).toHaveText('¥99.00');
  expect(await feeOrders(session)).toMatchObject([{ orderNo: opened?.orderNo, status: 'paid' }]);
});

test('a payment cancelled in the mini program charges nothing, whatever the address says', async ({
  page,
  session,
}) => {
  await sim.control('miniprogram/pay', { outcome: 'cancelled' }, session, 'PUT');
  await page.goto(deepLink(FEE_PAGE, { host: 'miniprogram', session }));
  await page.getByRole('button', { name: '立即支付 ¥99.00' }).click();
  await expect(page).toHaveURL(/\/h5\/help\/Result\?orderNo=SF\d+/);
  await expect(page.getByRole('heading', { name: '未支付' })).toBeVisible();
  await expect(page.getByText('服务费 ¥99.00 尚未支付，未扣款')).toBeVisible();
  const [order] = await feeOrders(session);
  expect(order).toMatchObject({ channel: 'miniProgram', status: 'unpaid' });
  expect((await sim.miniProgramCalls(session)).map((c) => c.name)).toEqual(['navigateTo']);

  // The result follows the server: an address that claims success changes nothing.
  await page.goto(
    deepLink(`/help/Result?orderNo=${order?.orderNo}&outcome=paid`, { host: 'miniprogram', session }),
  );
  await expect(page.getByRole('heading', { name: '支付处理中' })).toBeVisible();
  expect(await feeOrders(session)).toMatchObject([{ status: 'unpaid' }]);

  // Paid on a second visit: the same order, handed over again.
  await sim.control('miniprogram/pay', { outcome: 'paid' }, session, 'PUT');
  await page.goto(deepLink(FEE_PAGE, { host: 'miniprogram', session }));
  await page.getByRole('button', { name: '立即支付 ¥99.00' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(await feeOrders(session)).toMatchObject([{ orderNo: order?.orderNo, status: 'paid' }]);
});
