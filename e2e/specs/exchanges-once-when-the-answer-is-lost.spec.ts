// A merchant's action whose answer never arrives — late past the app's 10 s timeout, cut short, or
// dropped with the connection — after the server has acted. The app asks again with the same key,
// then says the outcome is unknown; the merchant reloads and taps again: one effect, and the screen
// shows it (issue 32). Points exchange in a host app, a card-machine application, a sign-in and a
// recovery application in others.
import { fillOrder } from '../support/devices';
import { APP_GATEWAY_TIMEOUT_MS } from '../support/fault-cell';
import { OUTCOME_UNKNOWN, runs } from '../support/lostAnswer';
import { exchangeCalls, openExchangeSheet, pointsSummary } from '../support/pointsMall';
import { deepLink, expect, sim, test } from '../support/sim';

const LOST = [
  { name: 'late past the timeout', spec: { kind: 'latency', latencyMs: 11_000 } },
  { name: 'cut short', spec: { kind: 'truncated' } },
  { name: 'dropped', spec: { kind: 'drop' } },
] as const;

for (const lost of LOST) {
  test(`exchanges once when the answer is ${lost.name}, reload and tap again (android)`, async ({
    page,
    session,
  }) => {
    test.setTimeout(90_000);
    const before = await pointsSummary(session);
    // Every answer is lost (the exchange, the app's own second ask, a browser's resend) until the
    // network is back.
    await sim.fault(session, { ...lost.spec, endpoint: 'integralExchange' });
    // A late answer is met on the page's clock: it moves past the app's timeouts (the call's and the
    // second ask's) instead of waiting them out. The server acts when the app gives up and leaves.
    const late = lost.spec.kind === 'latency';
    if (late) await page.clock.install();
    await page.goto(
      deepLink('/integralManage/integralAction?commodityId=C007', { host: 'android', session }),
    );
    const shows = { goods: '免费提现券 ×1', points: '300', remaining: '5,380' };
    await (await openExchangeSheet(page, shows)).getByRole('button', { name: '确认兑换' }).click();
    const unknown = page.getByText(OUTCOME_UNKNOWN).first();
    if (late)
      await expect(async () => {
        await page.clock.fastForward(APP_GATEWAY_TIMEOUT_MS);
        await expect(unknown).toBeVisible({ timeout: 1_000 });
      }, 'the outcome is unknown once the clock passes the timeouts').toPass({ timeout: 20_000 });
    await expect(unknown).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('dialog'), 'the sheet closes; 兑换 asks again').toHaveCount(0);
    expect((await pointsSummary(session)).points.balance, 'the server acted').toBe(
      before.points.balance - 300,
    );

    await sim.control('faults', undefined, session, 'DELETE');
    await page.reload();
    // The reloaded good reads the spent balance: the sheet says what the retry would spend from it.
    await (
      await openExchangeSheet(page, { ...shows, remaining: '5,080' })
    )
      .getByRole('button', { name: '确认兑换' })
      .click();
    await expect(page).toHaveURL(/\/integralManage\/integralOrderIntro\?orderNo=IO\d+/);
    await expect(page.getByTestId('order-status')).toHaveText('已完成');

    const after = await pointsSummary(session);
    expect(after.points.balance, 'spent once').toBe(before.points.balance - 300);
    expect(after.orders.integral, 'one order').toBe(before.orders.integral + 1);
    const calls = await exchangeCalls(session);
    expect(
      calls.filter((c) => c.idempotency === 'new'),
      'one exchange ran',
    ).toHaveLength(1);
  });
}

test('applies for one card machine when the answer is dropped, reload and tap again (ios)', async ({
  page,
  session,
}) => {
  test.setTimeout(60_000);
  type Summary = { deviceApplications: Array<{ id: string }> };
  const before = await sim.control<Summary>('state', undefined, session);
  await sim.fault(session, { kind: 'drop', endpoint: 'deviceApply' });
  await page.goto(deepLink('/help/applyInstallPage', { host: 'ios', session }));
  await fillOrder(page, /电签 POS/);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(OUTCOME_UNKNOWN).first()).toBeVisible({ timeout: 20_000 });

  await sim.control('faults', undefined, session, 'DELETE');
  await page.reload();
  await fillOrder(page, /电签 POS/);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
  const after = await sim.control<Summary>('state', undefined, session);
  expect(after.deviceApplications.length, 'one application').toBe(before.deviceApplications.length + 1);
});

test('signs in once when the answer is dropped: after a reload the points home shows it (miniprogram)', async ({
  page,
  session,
}) => {
  await sim.fault(session, { kind: 'drop', endpoint: 'activitySignInDo' });
  await page.goto(deepLink('/integralManage/Home', { host: 'miniprogram', session }));
  await expect(page.getByTestId('points-balance')).toHaveText('5,680');
  await page.getByRole('button', { name: '签到领 10 积分' }).click();
  await expect(page.getByText(OUTCOME_UNKNOWN).first()).toBeVisible({ timeout: 20_000 });

  await sim.control('faults', undefined, session, 'DELETE');
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText('5,690');
  await expect(page.getByRole('button', { name: '已签到' })).toBeVisible();
});

test('applies for one recovery when the answer is dropped: after a reload the trade leads to its progress (officialaccount)', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/help/handleExceptionPage', { host: 'officialaccount', session }));
  await page.getByRole('list', { name: '异常交易' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/help\/payExceptionPage\/AB\d+/);
  const abnormalId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page
    .getByRole('group', { name: /款项是否已到您的结算卡/ })
    .getByLabel('未到账，申请找回')
    .check();
  await page.getByLabel('问题描述').fill('顾客扫码付款成功，款项未到账');
  await page.getByLabel('联系电话').fill('13800138000');
  await sim.fault(session, { kind: 'drop', endpoint: 'abnormalHandleApply' });
  await page.getByRole('button', { name: '提交找回申请' }).click();
  await expect(page.getByText(OUTCOME_UNKNOWN).first()).toBeVisible({ timeout: 20_000 });
  expect(await runs(session, 'abnormalHandleApply'), 'the server applied').toBe(1);

  // The reloaded trade asks the server, which says the recovery is under way: nothing to submit again.
  await sim.control('faults', undefined, session, 'DELETE');
  await page.reload();
  await page.getByRole('link', { name: '查看找回进度' }).click();
  await expect(page).toHaveURL(new RegExp(`/help/payExceptionProgressPage/${abnormalId}$`));
  await expect(page.getByRole('list', { name: '找回进度' }).getByRole('listitem').first()).toContainText(
    '已提交找回申请',
  );
  expect(await runs(session, 'abnormalHandleApply'), 'one application').toBe(1);
});
