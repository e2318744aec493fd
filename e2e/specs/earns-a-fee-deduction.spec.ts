// A merchant earns a fee deduction by trading and sees it used up by the trades after it: a trade of
// 100 yuan today (the terminal's, through the control API) gives one draw in 交易返手续费; a double tap
// on 领取手续费抵扣 takes one deduction and the result says it; its list shows it untouched (已抵扣
// ¥0.00, the earning trade came before it); after another trade its fee shows taken off it; the rules
// list the deductions with their odds. In the
// Android app and the WeChat official account.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'officialaccount'];
const ACTIVITY = 'A1007';
/** The 2-yuan deduction (fixtures/scenarios/catalog.json): the only entry left in stock. */
const DEDUCTION = { poolId: 'F2', name: '手续费抵扣 2 元' };

async function drawCalls(session: string): Promise<number> {
  const http = await sim.logs<{ endpoint?: string }>(session, 'http');
  return http.filter((e) => e.detail.endpoint === 'activityDraw').length;
}

for (const host of HOSTS) {
  test(`earns a fee deduction by trading and sees the next trade use it, in the ${host} host`, async ({
    page,
    session,
  }) => {
    // The new merchant: no trades and no deductions yet, so the list holds only what this test earns.
    const scenario = 'new-merchant';
    await sim.control('PUT /scenario', { session, body: { scenario } });
    const { activities } = await sim.control('GET /activities', { session });
    const stock = activities.find((a) => a.activityId === ACTIVITY)?.stock ?? {};
    await sim.control('PUT /activities', {
      session,
      body: {
        activityId: ACTIVITY,
        stock: Object.fromEntries(Object.keys(stock).map((id) => [id, id === DEDUCTION.poolId ? null : 0])),
      },
    });
    const earning = await sim.control('POST /trades', { session, body: { amount: 100 } });
    expect(earning.trade.status).toBe('00');

    await page.goto(deepLink(`/tradeRefundFee/index/${ACTIVITY}`, { host, session, scenario }));
    await expect(page.getByRole('heading', { name: '交易返手续费', level: 1 })).toBeVisible();
    await expect(page.getByTestId('chance-sources')).toContainText('今日单笔收款满 100 元可领 1 次');
    await expect(page.getByTestId('remaining-draws')).toHaveText('1');

    await page.getByRole('button', { name: '领取手续费抵扣' }).dblclick();
    const result = page.getByTestId('draw-result');
    await expect(result).toContainText(`恭喜获得 ${DEDUCTION.name}`);
    await expect(page.getByTestId('remaining-draws')).toHaveText('0');
    expect(await drawCalls(session), 'a double tap draws once').toBe(1);
    const totals = page.getByTestId('deduction-totals');
    await expect(totals).toContainText('已获得抵扣¥2.00');
    await expect(totals).toContainText('已抵扣手续费¥0.00');

    await totals.getByRole('link', { name: '抵扣明细' }).click();
    await expect(page).toHaveURL(new RegExp(`/refundTradeFee/deductionPrizeList/${ACTIVITY}`));
    const row = page.getByRole('list', { name: '手续费抵扣' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(DEDUCTION.name);
    await expect(row).toContainText('使用中');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(row).toContainText('已抵扣 ¥0.00 / ¥2.00');

    // Times are to the second: a trade counts from the second after the prize's.
    const wonAt = Date.parse(
      `${(await row.locator('.mh-record-sub span').first().innerText()).replace(' ', 'T')}+08:00`,
    );
    await page.waitForTimeout(Math.max(0, wonAt + 1_100 - Date.now()));
    const next = await sim.control('POST /trades', { session, body: { amount: 100, tradeType: '01' } });
    expect(next.trade.fee).toBe(0.6);
    await page.reload();
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0.6');
    await expect(row).toContainText('已抵扣 ¥0.60 / ¥2.00');
    await expect(row).toContainText('使用中');

    // The rules, from the list: the deductions with their odds.
    await page.getByRole('link', { name: '活动规则' }).click();
    await expect(page).toHaveURL(/\/refundTradeFee\/deductionRule\?activityId=A1007$/);
    await expect(page.getByRole('table', { name: '奖品与中奖概率' })).toContainText('手续费抵扣 10 元');
  });
}
