// A new merchant takes 12,000 yuan and opens the standard axis (达标轴): the yuan traded and the way
// to the next level show, level 1 (500 积分) is reached and the others are not. A double tap on 领取
// receives once; the level then says 已领取, the prize is in 我的奖品 and the points balance has grown
// by 500. In the Android app and the mini program.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'miniprogram'];

interface PointsSummary {
  points: { balance: number };
}
const balance = async (session: string) =>
  (await sim.control<PointsSummary>('state', undefined, session)).points.balance;

for (const host of HOSTS) {
  test(`reaches level 1 of the standard axis and receives its points once, in the ${host} host`, async ({
    page,
    session,
  }) => {
    await sim.control('PUT /scenario', { session, body: { scenario: 'new-merchant' } });
    await sim.control('POST /trades', { session, body: { amount: 12_000 } });
    const before = await balance(session);

    await page.goto(deepLink('/activities/standardAxis', { host, session }));
    await expect(page.getByRole('heading', { name: '达标轴', level: 1 })).toBeVisible();
    await expect(page.getByTestId('axis-traded')).toHaveText('¥12,000.00');
    await expect(page.getByText('再交易 ¥38,000.00 可达第 2 档')).toBeVisible();
    const levels = page.getByRole('list', { name: '达标档位' }).getByRole('listitem');
    await expect(levels.nth(0)).toContainText('奖励：500 积分 · 待领取');
    await expect(levels.nth(1)).toContainText('未达标');
    const waiting = page.getByRole('list', { name: '待领取的奖励' }).getByRole('listitem');
    await expect(waiting).toHaveCount(1);

    await waiting.getByRole('button', { name: '领取第 1 档奖励' }).dblclick();
    await expect(levels.nth(0)).toContainText('奖励：500 积分 · 已领取');
    await expect(page.getByRole('button', { name: /领取/ })).toHaveCount(0);
    await expect(page.getByTestId('axis-received')).toContainText('已领取 500 积分，积分已到账');
    const receives = (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
      (e) => e.detail.endpoint === 'activityLevelReceive',
    );
    expect(receives, 'a double tap receives once').toHaveLength(1);
    expect(await balance(session)).toBe(before + 500);

    await page.getByRole('link', { name: '我的奖品' }).click();
    await expect(page).toHaveURL(/\/activities\/standardAxisAction\/myPrize/);
    const row = page.getByRole('list', { name: '我的奖品' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('500 积分');
    await expect(row).toContainText('已发放');

    // Where the app shows points: the points home's balance.
    await page.goto(deepLink('/integralManage/Home', { host, session }));
    await expect(page.getByTestId('points-balance')).toHaveText((before + 500).toLocaleString('en-US'));
  });
}
