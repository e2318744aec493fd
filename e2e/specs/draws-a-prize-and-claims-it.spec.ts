// A merchant plays the lottery machine and claims what it gave: 抽奖 tapped twice draws once, the
// board lands on the cell of the server's prize and the result says it in words; the chances drop
// by one on the server and on the screen. The goods won wait in 我的奖品, where the merchant picks
// their delivery address and a double tap on 确认领取 claims once; the row then says 已领取 and where
// it goes. In the Android app and the mini program. With no draws left, and once the activity has
// ended, the screen says so and offers the way on instead of 抽奖.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'miniprogram'];
const LOTTERY = 'A1001';
/** The lottery machine's goods (fixtures/scenarios/catalog.json): the only entry left in stock. */
const GOODS = { poolId: 'L7', position: 6, name: '收款音箱' };

async function lottery(session: string) {
  const { activities } = await sim.control('GET /activities', { session });
  const found = activities.find((a) => a.activityId === LOTTERY);
  if (!found) throw new Error(`no activity ${LOTTERY}`);
  return found;
}

async function drawCalls(session: string): Promise<number> {
  const http = await sim.logs<{ endpoint?: string }>(session, 'http');
  return http.filter((e) => e.detail.endpoint === 'activityDraw').length;
}

for (const host of HOSTS) {
  test(`draws once and claims the goods it gave, in the ${host} host`, async ({ page, session }) => {
    const others = Object.keys((await lottery(session)).stock).filter((id) => id !== GOODS.poolId);
    await sim.control('PUT /activities', {
      session,
      body: { activityId: LOTTERY, drawsLeft: 2, stock: Object.fromEntries(others.map((id) => [id, 0])) },
    });
    await page.goto(deepLink(`/lotteryMachine/home/${LOTTERY}`, { host, session }));
    await expect(page.getByRole('heading', { name: '幸运摇奖机', level: 1 })).toBeVisible();
    await expect(page.getByTestId('remaining-draws')).toHaveText('2');

    await page.getByRole('button', { name: '抽奖', exact: true }).dblclick();
    const result = page.getByTestId('draw-result');
    await expect(result).toContainText(`恭喜获得 ${GOODS.name}`, { timeout: 10_000 });
    await expect(page.locator(`[data-position="${GOODS.position}"]`)).toHaveAttribute('data-lit', 'true');
    await expect(result).toContainText('剩余 1 次抽奖机会');
    expect(await drawCalls(session), 'a double tap draws once').toBe(1);
    const after = await lottery(session);
    expect(after.drawsLeft).toBe(1);
    expect(after.stock[GOODS.poolId]).toBe(2);

    await result.getByRole('button', { name: '查看我的奖品' }).click();
    await expect(page).toHaveURL(new RegExp(`/common/prize/list/${LOTTERY}`));
    const row = page.getByRole('listitem').filter({ hasText: GOODS.name }).first();
    await expect(row).toContainText('待领取');
    await row.getByRole('button', { name: `领取 ${GOODS.name}` }).click();
    await row
      .getByRole('button', { name: /^寄到 / })
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByTestId('claim-prize')).toHaveText(GOODS.name);
    await sheet.getByRole('button', { name: '确认领取' }).dblclick();
    await expect(row).toContainText('已领取');
    await expect(row.getByTestId('prize-address')).toContainText('寄至');
    const claims = (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
      (e) => e.detail.endpoint === 'activityPrizeClaim',
    );
    expect(claims, 'a double tap claims once').toHaveLength(1);
  });
}

test('with no draws left, then once it has ended, the machine says so and offers the way on', async ({
  page,
  session,
}) => {
  await sim.control('PUT /activities', { session, body: { activityId: LOTTERY, drawsLeft: 0 } });
  await page.goto(deepLink(`/lotteryMachine/home/${LOTTERY}`, { host: 'android', session }));
  const notice = page.getByTestId('draw-notice');
  await expect(notice).toContainText('抽奖次数已用完');
  await expect(notice.getByRole('link', { name: '去签到' })).toBeVisible();
  await expect(page.getByRole('button', { name: '抽奖', exact: true })).toHaveCount(0);

  await sim.control('PUT /activities', { session, body: { activityId: LOTTERY, status: 'ended' } });
  await page.reload();
  await expect(notice).toContainText('活动已结束');
  await notice.getByRole('link', { name: '查看我的奖品' }).click();
  await expect(page).toHaveURL(new RegExp(`/common/prize/list/${LOTTERY}`));
  expect(await drawCalls(session)).toBe(0);
});
