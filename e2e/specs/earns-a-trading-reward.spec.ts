// A new merchant opens this month's trading campaign (交易活动) from the channel it was sent on: the
// card trades so far show, a card sale taken now (POST /__sim/trades) moves the progress and reaches
// tier 1 (200 积分); a double tap on 领取 receives once, the points land in the balance, /trade/received
// lists the reward with when, and the rules open. In the POS app and the official account.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['pos', 'officialaccount'];

interface PointsSummary {
  points: { balance: number };
}
const balance = async (session: string) =>
  (await sim.control<PointsSummary>('state', undefined, session)).points.balance;

for (const host of HOSTS) {
  test(`earns a trading reward once, in the ${host} host`, async ({ page, session }) => {
    await sim.control('PUT /scenario', { session, body: { scenario: 'new-merchant' } });
    await sim.control('POST /trades', { session, body: { amount: 2_000, tradeType: '01' } });
    const before = await balance(session);

    await page.goto(deepLink('/trade/activity/02', { host, session }));
    await expect(page.getByRole('heading', { name: '刷卡交易有礼', level: 1 })).toBeVisible();
    await expect(page.getByTestId('trade-progress')).toHaveText('¥2,000.00');
    await expect(page.getByText('再刷卡交易 ¥3,000.00 可达第 1 档')).toBeVisible();
    const tiers = page.getByRole('list', { name: '奖励档位' }).getByRole('listitem');
    await expect(tiers.nth(0)).toContainText('奖励：200 积分 · 未达标');
    await expect(page.getByRole('button', { name: /领取/ })).toHaveCount(0);

    // A card sale now, and the page asked again (a new visit): the progress has moved.
    await sim.control('POST /trades', { session, body: { amount: 4_000, tradeType: '01' } });
    await page.reload();
    await expect(page.getByTestId('trade-progress')).toHaveText('¥6,000.00');
    await expect(page.getByTestId('trade-count')).toContainText('共 2 笔');
    await expect(tiers.nth(0)).toContainText('奖励：200 积分 · 待领取');

    await page.getByRole('button', { name: '领取第 1 档奖励' }).dblclick();
    await expect(tiers.nth(0)).toContainText('奖励：200 积分 · 已领取');
    await expect(page.getByTestId('trade-received')).toContainText('已领取 200 积分，积分已到账');
    const receives = (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
      (e) => e.detail.endpoint === 'activityLevelReceive',
    );
    expect(receives, 'a double tap receives once').toHaveLength(1);
    expect(await balance(session)).toBe(before + 200);

    await page.getByRole('link', { name: '已领奖励' }).click();
    await expect(page).toHaveURL(/\/trade\/received/);
    const row = page.getByRole('list', { name: '我的奖品' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('200 积分');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    await page.getByRole('link', { name: '返回交易活动' }).click();
    await page.getByRole('link', { name: '活动规则' }).click();
    await expect(page).toHaveURL(/\/tradeActivity\/rules/);
    await expect(page.getByRole('list', { name: '奖励档位' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(/扫码收款不计入本活动/)).toBeVisible();
  });
}
