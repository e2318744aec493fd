// A merchant plays the other games of the activities: smashes one golden egg (a double tap smashes
// once, and the egg shows the server's prize), scratches a card with a finger until half of its
// coating is off (the card comes only with the server's answer; then the result is said in words),
// meets the blind box it may not open (members only) with the way to membership, and double eleven
// (ended) and luxury storm (not started) as every scenario has them, each with its way on. Each game
// in two hosts.
import type { Page } from '@playwright/test';
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

async function drawCalls(session: string): Promise<number> {
  const http = await sim.logs<{ endpoint?: string }>(session, 'http');
  return http.filter((e) => e.detail.endpoint === 'activityDraw').length;
}

/** Leaves one entry of the activity's pool to be drawn, and one draw today. */
async function onlyPrize(session: string, activityId: string, poolId: string): Promise<void> {
  const { activities } = await sim.control('GET /activities', { session });
  const pool = Object.keys(activities.find((a) => a.activityId === activityId)?.stock ?? {});
  const stock = Object.fromEntries(pool.filter((id) => id !== poolId).map((id) => [id, 0]));
  await sim.control('PUT /activities', { session, body: { activityId, drawsLeft: 1, stock } });
}

/** Drags a finger over the card in rows, as a merchant scratches. */
async function scratch(page: Page): Promise<void> {
  const box = await page.getByTestId('scratch-card').boundingBox();
  if (!box) throw new Error('no scratch card on screen');
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  for (let y = box.y + 8; y < box.y + box.height; y += 24) {
    await page.mouse.move(box.x + 4, y, { steps: 2 });
    await page.mouse.move(box.x + box.width - 4, y, { steps: 8 });
  }
  await page.mouse.up();
}

for (const host of ['android', 'officialaccount'] as const satisfies readonly HostKind[]) {
  test(`smashes one egg and wins what the server drew, in the ${host} host`, async ({ page, session }) => {
    await onlyPrize(session, 'A1002', 'E2');
    await page.goto(deepLink('/smash/eggs/A1002', { host, session }));
    await expect(page.getByRole('heading', { name: '砸金蛋', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '砸第 2 个蛋' }).dblclick();
    await expect(page.getByTestId('draw-result')).toContainText('恭喜获得 50 积分', { timeout: 10_000 });
    expect(await drawCalls(session), 'a double tap smashes once').toBe(1);
    // The last draw is spent: the eggs stay as they are, cracked one and all, and cannot be smashed.
    await expect(page.getByRole('button', { name: '砸第 2 个蛋' })).toContainText('50 积分');
    for (const egg of await page.getByRole('button', { name: /^砸第/ }).all())
      await expect(egg).toBeDisabled();
    await expect(page.getByTestId('remaining-draws')).toHaveText('0');
  });
}

for (const host of ['android', 'miniprogram'] as const satisfies readonly HostKind[]) {
  test(`scratches a card until it shows the prize, in the ${host} host`, async ({ page, session }) => {
    await onlyPrize(session, 'A1005', 'S1');
    await page.goto(deepLink('/shaveActivityNew/index/A1005', { host, session }));
    await expect(page.getByRole('heading', { name: '刮刮乐', level: 1 })).toBeVisible();
    await expect(page.getByTestId('scratch-card')).toHaveCount(0);
    await page.getByRole('button', { name: '刮一张' }).click();
    await expect(page.getByTestId('scratch-card')).toBeVisible();
    await expect(page.getByTestId('draw-result')).toBeEmpty();
    await scratch(page);
    await expect(page.getByTestId('draw-result')).toContainText('恭喜获得 3 元现金红包');
    await expect(page.getByTestId('scratch-card')).toHaveAttribute('data-revealed', 'true');
    expect(await drawCalls(session)).toBe(1);
  });
}

test('a blind box for members says so, with the way to membership, in two hosts', async ({
  page,
  session,
}) => {
  for (const host of ['android', 'ios'] as const) {
    await page.goto(deepLink('/boxActivity/index/A1003', { host, session }));
    const notice = page.getByTestId('draw-notice');
    await expect(notice).toContainText('开通付费会员后即可参与');
    await expect(notice.getByRole('link', { name: '开通会员' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^开第/ })).toHaveCount(0);
  }
  expect(await drawCalls(session)).toBe(0);
});

/** The games every scenario dates so that they cannot be played: what each says and its way on. */
const closedGames = [
  { path: '/doubleEleven', says: '活动已结束', next: '查看我的奖品' },
  { path: '/luxuryStorm', says: /活动将于 \d{4}-\d{2}-\d{2} 开始/, next: '查看活动规则' },
] as const;

test('double eleven has ended and luxury storm has not started: each says so with the way on, in two hosts', async ({
  page,
  session,
}) => {
  for (const host of ['android', 'ios'] as const) {
    for (const { path, says, next } of closedGames) {
      await page.goto(deepLink(path, { host, session }));
      const notice = page.getByTestId('draw-notice');
      await expect(notice).toContainText(says);
      await expect(notice.getByRole('link', { name: next })).toBeVisible();
      await expect(page.getByTestId('pick-board').getByRole('button')).toHaveCount(0);
    }
  }
  expect(await drawCalls(session)).toBe(0);
});
