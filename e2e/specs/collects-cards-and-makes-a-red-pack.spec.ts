// A merchant who holds four of the five cards of 集卡赢红包 reads the rules, draws the missing one (抽一张卡 tapped
// twice draws once; the result names the card), sees the set complete, makes the red pack once
// (合成红包 tapped twice makes one: one of each card is taken) and finds it in 我的奖品. In the iOS
// app and on the POS.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['ios', 'pos'];
const CARDS = 'A1004';

async function calls(session: string, endpoint: string): Promise<number> {
  const http = await sim.logs<{ endpoint?: string }>(session, 'http');
  return http.filter((e) => e.detail.endpoint === endpoint).length;
}

async function held(session: string) {
  const { activities } = await sim.control('GET /activities', { session });
  return activities.find((a) => a.activityId === CARDS)?.cards;
}

for (const host of HOSTS) {
  test(`draws the missing card and makes the red pack once, in the ${host} host`, async ({
    page,
    session,
  }) => {
    // Four of five cards held; the one draw left can only give the missing 福气卡 (C5).
    await sim.control('PUT /activities', {
      session,
      body: {
        activityId: CARDS,
        drawsLeft: 1,
        stock: { C1: 0, C2: 0, C3: 0, C4: 0 },
        cards: { C1: 2, C2: 1, C3: 1, C4: 1, C5: 0 },
      },
    });
    // The rules first: the cards with their odds, and what a set makes.
    await page.goto(deepLink(`/gather/rule?activityId=${CARDS}`, { host, session }));
    await expect(page.getByText('集齐 5 张卡可合成 ¥8.88 红包')).toBeVisible();
    await page.getByRole('link', { name: '去参加活动' }).click();
    await expect(page.getByRole('heading', { name: '集卡赢红包', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem', { name: '福气卡 未获得' })).toBeVisible();
    await expect(page.getByText('已集 4/5 张，还差：福气卡')).toBeVisible();
    await expect(page.getByRole('button', { name: '合成红包' })).toBeDisabled();

    await page.getByRole('button', { name: '抽一张卡' }).dblclick();
    await expect(page.getByTestId('draw-result')).toContainText('获得 福气卡');
    await expect(page.getByRole('listitem', { name: '福气卡 已有 1 张' })).toBeVisible();
    await expect(page.getByText('已集齐 5 张，可合成红包')).toBeVisible();
    expect(await calls(session, 'activityDraw'), 'a double tap draws once').toBe(1);
    await expect(page.getByTestId('remaining-draws')).toHaveText('0');

    const make = page.getByRole('button', { name: '合成红包' });
    await expect(make).toBeEnabled();
    await make.dblclick();
    await expect(page.getByRole('heading', { name: '已合成 ¥8.88 红包' })).toBeVisible();
    expect(await calls(session, 'activitySynthesisRedPack'), 'a double tap makes one red pack').toBe(1);
    expect(await held(session)).toEqual({ C1: 1, C2: 0, C3: 0, C4: 0, C5: 0 });
    await expect(page.getByText('已集 1/5 张，还差：进宝卡、吉祥卡、如意卡、福气卡')).toBeVisible();
    await expect(make).toBeDisabled();

    await page.getByRole('link', { name: '查看我的奖品' }).click();
    await expect(page).toHaveURL(new RegExp(`/common/prize/list/${CARDS}`));
    const packs = page.getByRole('listitem').filter({ hasText: '合成红包 8.88 元' });
    await expect(packs).toHaveCount(1);
    await expect(packs.first()).toContainText('¥8.88');
  });
}
