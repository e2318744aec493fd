// The service fee paid through the host's wallet, a card bound and a 开心送 package ordered, each
// with its answer lost after the server acted (dropped with the connection, or cut short): the app
// asks again with the same key, then says the outcome is unknown; the merchant reloads and taps
// again — one order, one card, one charge, and the screen that follows it (issue 32); the membership
// bought the same way (issue 37).
import { collections } from '../support/collect';
import { OUTCOME_UNKNOWN, gatewayCalls, runs } from '../support/lostAnswer';
import { deepLink, expect, sim, test } from '../support/sim';

const FEE_PAGE = '/help/SwitchPayDeviceApply';
/** The simulator's canned bind code (BIND_SMS_CODE, docs/simulator.md). */
const SMS_CODE = '123456';
const clearFaults = (session: string) => sim.control('faults', undefined, session, 'DELETE');

for (const [host, kind] of [
  ['ios', 'drop'],
  ['android', 'truncated'],
] as const) {
  test(`pays the service fee once when the order's answer is ${kind === 'drop' ? 'dropped' : 'cut short'}, reload and tap again (${host})`, async ({
    page,
    session,
  }) => {
    const purchases = async () =>
      (await sim.control<{ orders: { purchase: number } }>('state', undefined, session)).orders.purchase;
    const before = await purchases();
    await sim.control('wallet', { resultStatus: '9000' }, session, 'PUT');
    await sim.fault(session, { kind, endpoint: 'deviceServiceFeeReceiveCodeInfo' });
    await page.goto(deepLink(FEE_PAGE, { host, session }));
    await page.getByRole('button', { name: '立即支付 ¥99.00' }).click();
    await expect(page.getByText(OUTCOME_UNKNOWN).first()).toBeVisible({ timeout: 20_000 });
    expect(await runs(session, 'deviceServiceFeeReceiveCodeInfo'), 'the order was opened').toBe(1);

    await clearFaults(session);
    await page.reload();
    await page.getByRole('button', { name: '立即支付 ¥99.00' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(await purchases(), 'charged once').toBe(before + 1);
    expect(await runs(session, 'deviceServiceFeeReceiveCodeInfo'), 'one order').toBe(1);
    const paid = (await sim.bridge(session)).filter((e) => e.functionName === 'pay' && e.kind === 'call');
    expect(paid, 'the wallet was asked once').toHaveLength(1);
  });
}

test('binds a card once when the answer is dropped: after a reload the code received binds it (pos)', async ({
  page,
  session,
}) => {
  const cards = async () =>
    (await sim.control<{ cards: unknown[] }>('state', undefined, session)).cards.length;
  const before = await cards();
  await page.goto(deepLink('/others/addCard/step1', { host: 'pos', session }));
  await page.getByRole('textbox', { name: '银行卡号' }).fill('6225881234567898');
  await expect(page.getByText('招商银行 · 储蓄卡')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('银行预留手机号').fill('13800138000');
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(SMS_CODE);
  await sim.fault(session, { kind: 'drop', endpoint: 'quickCardPayBindVerify' });
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByText(OUTCOME_UNKNOWN).first()).toBeVisible({ timeout: 20_000 });
  expect(await cards(), 'the server bound it').toBe(before + 1);

  // The number was only ever in this page's memory, the order is in the address: the code received
  // still binds it, and the verify's pending key gets the server's first answer.
  await clearFaults(session);
  await page.reload();
  await expect(page.getByText('页面已刷新，输入已收到的短信验证码即可继续绑卡').first()).toBeVisible();
  await expect(page.getByText('验证码已发送至 138****8000')).toBeVisible();
  await page.getByLabel('短信验证码').fill(SMS_CODE);
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('heading', { name: '银行卡绑定成功' })).toBeVisible();
  await expect(page.getByText('招商银行 储蓄卡 6225 **** **** 7898，收款时可直接使用')).toBeVisible();
  expect(await cards(), 'one card').toBe(before + 1);
  expect(await runs(session, 'quickCardPayBindVerify'), 'one binding').toBe(1);
});

test('orders one 开心送 package when the answer is dropped, reload and tap again (miniprogram)', async ({
  page,
  session,
}) => {
  const open = async () => (await collections(session)).filter((c) => c.purpose === 'happySend');
  await page.goto(
    deepLink('/zEraAGeneraMiniProgramWeb/xyf/HappyDelivery/HS2026', { host: 'miniprogram', session }),
  );
  await page.getByRole('radio', { name: /基础包/ }).check();
  // Armed once the activity is read: the same endpoint answers the page and opens the order.
  await sim.fault(session, { kind: 'drop', endpoint: 'happySend' });
  await page.getByRole('button', { name: '去支付 ¥99.00' }).click();
  await expect(page.getByText(OUTCOME_UNKNOWN).first()).toBeVisible({ timeout: 20_000 });
  const [order] = await open();
  expect(order, 'the server opened the order').toMatchObject({ amount: 99, status: '02' });

  await clearFaults(session);
  await page.reload();
  await page.getByRole('radio', { name: /基础包/ }).check();
  await page.getByRole('button', { name: '去支付 ¥99.00' }).click();
  // The same order goes to the mini program's pay page (which the simulator plays).
  await expect(page).toHaveURL(new RegExp(`/__sim/miniprogram/pay\\?.*orderNo=${order?.payOrderNo}`));
  expect(await open(), 'one order').toHaveLength(1);
  // The same endpoint reads the activity (a key of its own each time): count the orders only.
  const orders = (await gatewayCalls(session, 'happySend')).filter((c) => c.requestBody?.action === 'order');
  expect(
    orders.filter((c) => c.idempotency === 'new'),
    'one order ran',
  ).toHaveLength(1);
});

test("buys the membership once when the order's answer is dropped, reload and tap again (android)", async ({
  page,
  session,
}) => {
  await sim.control('wallet', { resultStatus: '9000' }, session, 'PUT');
  await sim.fault(session, { kind: 'drop', endpoint: 'payMemberAliOrderCreate' });
  await page.goto(deepLink('/paid/members', { host: 'android', session }));
  await page.getByRole('checkbox', { name: '我已阅读并同意《付费会员服务协议》' }).check();
  await page.getByRole('button', { name: '立即开通 ¥99.00' }).click();
  await expect(page.getByText(OUTCOME_UNKNOWN).first()).toBeVisible({ timeout: 20_000 });
  expect(await runs(session, 'payMemberAliOrderCreate'), 'the order was made').toBe(1);

  await clearFaults(session);
  await page.reload();
  await page.getByRole('checkbox', { name: '我已阅读并同意《付费会员服务协议》' }).check();
  await page.getByRole('button', { name: '立即开通 ¥99.00' }).click();
  await expect(page.getByRole('heading', { name: '开通成功' })).toBeVisible();
  expect(await runs(session, 'payMemberAliOrderCreate'), 'one order').toBe(1);
  const paid = (await sim.bridge(session)).filter((e) => e.functionName === 'pay' && e.kind === 'call');
  expect(paid, 'the wallet was asked once').toHaveLength(1);
});
