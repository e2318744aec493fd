// The records screens' other states in a real browser: a new merchant's empty lists and bills, and a
// failed list call (the simulator's fault control) that 重试 recovers.
import { stripBase } from '../support/routes';
import { deepLink, expect, sim, test } from '../support/sim';

test('a new merchant sees empty states, not errors', async ({ page, session }) => {
  const choice = { host: 'android' as const, session, scenario: 'new-merchant' };
  const cases: Array<[string, string]> = [
    ['/transaction/record', '暂无记录'],
    ['/withdrawal/WithdrawalRecord', '暂无提现记录'],
    ['/withdrawal/detail', '暂无提现记录'],
    ['/monthBill/monthBillHome', '本月暂无交易'],
    ['/myOrder/index', '暂无订单'],
  ];
  for (const [route, text] of cases) {
    await test.step(route, async () => {
      await page.goto(deepLink(route, choice));
      const empty = page.locator('[data-state="empty"]');
      await expect(empty).toBeVisible();
      await expect(empty).toContainText(text);
      await expect(page.locator('[data-state="error"]')).toHaveCount(0);
    });
  }
});

test('a failed list call shows the error, and 重试 loads the list', async ({ page, session }) => {
  // Until lifted: the prefetch and the screen's own call may be one request or two (a failed
  // prefetch is asked again by the screen), so a counted fault could pass unseen.
  await sim.fault(session, { endpoint: 'transactionRecordList', kind: 'status', status: 500 });
  await page.goto(deepLink('/transaction/record', { host: 'ios', session }));

  const error = page.locator('[data-screen="/transaction/record"] [data-state="error"]');
  await expect(error).toBeVisible();
  // One message, in Chinese: no English status text, and no toast on top of it.
  await expect(error).toContainText('服务暂时不可用，请稍后重试（错误码 500）');
  await expect(error).not.toContainText('Internal Server Error');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await expect(page.locator('[role="listitem"]')).toHaveCount(0);

  await sim.control('faults', undefined, session, 'DELETE');
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();
  await expect(page.locator('[data-state="error"]')).toHaveCount(0);
});

test('a failed detail call shows the server message and recovers on 重试', async ({ page, session }) => {
  await page.goto(deepLink('/withdrawal/WithdrawalRecord', { host: 'android', session }));
  const href = (await page.locator('[role="listitem"] a').first().getAttribute('href')) ?? '';
  await sim.fault(session, {
    endpoint: 'withdrawalDetail',
    kind: 'business',
    code: '5001',
    msg: '提现服务繁忙',
    times: 1,
  });
  await page.goto(deepLink(stripBase(href), { host: 'android', session }));

  const error = page.locator('[data-state="error"]');
  await expect(error).toContainText('提现服务繁忙');
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('.mh-detail-fields')).toBeVisible();
});
