// A merchant opens the March gift (its address names no activity: the first March gift), reads its
// prizes with their odds and its rules under the packs, unwraps one pack — a double tap unwraps once
// — and finds the prize among the prizes won. In the POS app and in the mini program.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

for (const host of ['pos', 'miniprogram'] as const satisfies readonly HostKind[]) {
  test(`unwraps one March gift pack and finds the prize among the prizes won, in the ${host} host`, async ({
    page,
    session,
  }) => {
    // Only the 100 points can be drawn, once.
    const stock = { M1: 0, M3: 0, M4: 0 };
    await sim.control('PUT /activities', { session, body: { activityId: 'A1011', drawsLeft: 1, stock } });
    await page.goto(deepLink('/MarchGift/MarchGift', { host, session }));
    await expect(page.getByRole('heading', { name: '三月好礼', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: '奖品与中奖概率' })).toContainText('收款台卡');
    await expect(page.getByRole('link', { name: '活动规则' })).toHaveCount(0);
    await page.getByRole('button', { name: '拆第 1 个礼包' }).dblclick();
    await expect(page.getByTestId('draw-result')).toContainText('恭喜获得 100 积分', { timeout: 10_000 });
    const http = await sim.logs<{ endpoint?: string }>(session, 'http');
    expect(
      http.filter((e) => e.detail.endpoint === 'activityDraw'),
      'a double tap unwraps once',
    ).toHaveLength(1);
    await expect(page.getByTestId('remaining-draws')).toHaveText('0');
    await page.getByRole('link', { name: '我的奖品' }).click();
    await expect(page.getByText('100 积分').first()).toBeVisible();
    await expect(page.getByText('三月好礼').first()).toBeVisible();
  });
}
