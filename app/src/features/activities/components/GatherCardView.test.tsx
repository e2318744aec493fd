import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityInfo, GatherCard, PrizePoolEntry } from '@merchant-h5/sdk';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { GAMES, gameHref, prizesHref } from '../lib/links';
import { activity, drawn, prize } from '../testing/fixtures';
import { GatherCardView } from './GatherCardView';
import { RulesView } from './RulesView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const NAMES = ['招财卡', '进宝卡', '吉祥卡', '如意卡', '福气卡'];
const WEIGHTS = [30, 30, 20, 15, 5];
const pool: PrizePoolEntry[] = NAMES.map((prizeName, position) => ({
  poolId: `C${position + 1}`,
  prizeName,
  prizeType: '07',
  amount: 1,
  weight: WEIGHTS[position]!,
  position,
  stock: null,
}));

/** The merchant's collection, as the server holds it: the handlers below change it. */
function gatherServer(owned: number[], overrides: Partial<ActivityInfo> = {}) {
  const held = [...owned];
  const info = () => {
    const cards: GatherCard[] = pool.map((e, i) => ({
      cardId: e.poolId,
      name: e.prizeName,
      owned: held[i]!,
    }));
    return activity({
      activityId: 'A1004',
      kind: 'gatherCard',
      name: '集卡赢红包',
      prizes: pool,
      guaranteeAfter: null,
      redPackAmount: 8.88,
      cards,
      progress: held.filter((n) => n > 0).length,
      target: 5,
      ...overrides,
    });
  };
  server.on('activityInfo', () => ({ data: info() }));
  return held;
}

const renderCards = () =>
  renderWithStore(<GatherCardView />, {
    baseUrl: server.baseUrl,
    path: gameHref('gatherCard', 'A1004'),
    pattern: GAMES.gatherCard.play,
  });

const drawButton = () => screen.getByRole('button', { name: /抽一张卡|抽卡中/ }) as HTMLButtonElement;
const makeButton = () => screen.getByRole('button', { name: /合成红包|合成中/ }) as HTMLButtonElement;
const redPack = prize({
  prizeId: 'PZ9',
  activityId: 'A1004',
  prizeName: '合成红包 8.88 元',
  prizeType: '05',
  amount: 8.88,
});

describe('GatherCardView', () => {
  it('shows the set with each card’s count or 未获得, how far it is and what is missing; 合成红包 waits for a complete set', async () => {
    gatherServer([2, 1, 1, 1, 0]);
    const { container } = renderCards();
    await expectNoA11yViolations(container);
    const grid = await screen.findByRole('list', { name: '卡片' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      '招财卡 已有 2 张',
      '进宝卡 已有 1 张',
      '吉祥卡 已有 1 张',
      '如意卡 已有 1 张',
      '福气卡 未获得',
    ]);
    expect(within(grid).getByRole('listitem', { name: '招财卡 已有 2 张' }).textContent).toContain('×2');
    expect(screen.getByText('已集 4/5 张，还差：福气卡')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '集卡进度' }).getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByText('集齐 5 张卡可合成 ¥8.88 红包，每种卡各用去一张')).toBeTruthy();
    expect(makeButton().disabled).toBe(true);
    expect(drawButton().disabled).toBe(false);
    expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe(
      '/gather/rule?activityId=A1004',
    );
    await expectNoA11yViolations(container);
  });

  it('draws one card per tap, locked in flight; the card is said and joins the set, which then makes a red pack', async () => {
    const held = gatherServer([2, 1, 1, 1, 0]);
    server.on('activityDraw', () => {
      held[4] = 1;
      return { data: drawn({ poolId: 'C5', position: 4, prize: null, remainingDraws: 0 }) };
    });
    const { container } = renderCards();
    await screen.findByRole('list', { name: '卡片' });
    server.hold();
    fireEvent.click(drawButton());
    fireEvent.click(drawButton());
    await waitFor(() => expect(drawButton().disabled).toBe(true));
    expect(drawButton().textContent).toBe('抽卡中…');
    server.release();
    const result = screen.getByTestId('draw-result');
    expect(await within(result).findByRole('heading', { name: '获得 福气卡' })).toBeTruthy();
    expect(result.getAttribute('aria-live')).toBe('polite');
    expect(within(result).getByText('剩余 0 次抽奖机会')).toBeTruthy();
    expect(calls('activityDraw')).toHaveLength(1);
    expect(calls('activityDraw')[0]?.body).toEqual({ activityId: 'A1004' });
    expect(calls('activityDraw')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('listitem', { name: '福气卡 已有 1 张' })).toBeTruthy();
    expect(screen.getByText('已集齐 5 张，可合成红包')).toBeTruthy();
    expect(makeButton().disabled).toBe(false);
    await expectNoA11yViolations(container);
  });

  it('makes the red pack once for a double tap, says its amount and links to the prizes; the set loses one of each card', async () => {
    const held = gatherServer([2, 1, 1, 1, 1]);
    server.on('activitySynthesisRedPack', () => {
      held.forEach((n, i) => (held[i] = n - 1));
      return { data: { prize: redPack } };
    });
    const { container } = renderCards();
    await screen.findByRole('list', { name: '卡片' });
    expect(makeButton().disabled).toBe(false);
    server.hold();
    fireEvent.click(makeButton());
    fireEvent.click(makeButton());
    await waitFor(() => expect(makeButton().disabled).toBe(true));
    server.release();
    expect(await screen.findByRole('heading', { name: '已合成 ¥8.88 红包' })).toBeTruthy();
    expect(calls('activitySynthesisRedPack')).toHaveLength(1);
    expect(calls('activitySynthesisRedPack')[0]?.body).toEqual({ activityId: 'A1004' });
    expect(calls('activitySynthesisRedPack')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: '查看我的奖品' }).getAttribute('href')).toBe(prizesHref('A1004'));
    expect(await screen.findByText('已集 1/5 张，还差：进宝卡、吉祥卡、如意卡、福气卡')).toBeTruthy();
    expect(makeButton().disabled).toBe(true);
    await expectNoA11yViolations(container);
  });

  it('offers no second red pack for a second tap after the answer, before the set reloads', async () => {
    // A busy phone: the red pack's answer comes between the two taps of a double tap, and the
    // activity's reload after it is still on its way.
    const held = gatherServer([1, 1, 1, 1, 1]);
    let reloaded: () => void = () => undefined;
    const reload = new Promise<void>((resolve) => (reloaded = resolve));
    let made = false;
    server.on('activityInfo', async () => {
      if (made) await reload;
      return {
        data: activity({
          activityId: 'A1004',
          kind: 'gatherCard',
          redPackAmount: 8.88,
          cards: pool.map((e, i) => ({ cardId: e.poolId, name: e.prizeName, owned: held[i]! })),
        }),
      };
    });
    server.on('activitySynthesisRedPack', () => {
      // As the server does: a set makes one red pack; without one it refuses.
      if (held.some((n) => n === 0)) return { code: '3005', msg: '还差招财卡，集齐 5 张卡才能合成红包' };
      held.forEach((n, i) => (held[i] = n - 1));
      made = true;
      return { data: { prize: redPack } };
    });
    renderCards();
    await screen.findByRole('list', { name: '卡片' });
    fireEvent.click(makeButton());
    expect(await screen.findByRole('heading', { name: '已合成 ¥8.88 红包' })).toBeTruthy();
    await waitFor(() => expect(calls('activityInfo')).toHaveLength(2));
    // The set it used is gone from the screen before the reload says so.
    expect(makeButton().disabled).toBe(true);
    fireEvent.click(makeButton());
    reloaded();
    await waitFor(() => expect(calls('activityInfo').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('已集 0/5 张，还差：招财卡、进宝卡、吉祥卡、如意卡、福气卡')).toBeTruthy();
    expect(calls('activitySynthesisRedPack')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '已合成 ¥8.88 红包' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refused red pack in place, once; a retry sends a new key and makes it', async () => {
    gatherServer([1, 1, 1, 1, 1]);
    let refuse = true;
    server.on('activitySynthesisRedPack', () =>
      refuse ? { code: '3005', msg: '还差福气卡，集齐 5 张卡才能合成红包' } : { data: { prize: redPack } },
    );
    renderCards();
    await screen.findByRole('list', { name: '卡片' });
    fireEvent.click(makeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('还差福气卡，集齐 5 张卡才能合成红包');
    expect(screen.getAllByText('还差福气卡，集齐 5 张卡才能合成红包')).toHaveLength(1);
    await waitFor(() => expect(makeButton().disabled).toBe(false));
    refuse = false;
    fireEvent.click(makeButton());
    expect(await screen.findByRole('heading', { name: '已合成 ¥8.88 红包' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = calls('activitySynthesisRedPack');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('an ended activity says so with the way to its prizes: no draw, no red pack', async () => {
    gatherServer([1, 1, 1, 1, 1], { status: '2', remainingDraws: 0 });
    const { container } = renderCards();
    const notice = await screen.findByTestId('draw-notice');
    expect(notice.textContent).toContain('活动已结束');
    expect(within(notice).getByRole('link', { name: '查看我的奖品' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '抽一张卡' })).toBeNull();
    expect(makeButton().disabled).toBe(true);
    await expectNoA11yViolations(container);
  });

  it('the rules list the cards with their odds and what a set makes', async () => {
    gatherServer([0, 0, 0, 0, 0]);
    const { container } = renderWithStore(<RulesView kind="gatherCard" />, {
      baseUrl: server.baseUrl,
      path: '/gather/rule?activityId=A1004',
      pattern: GAMES.gatherCard.rules,
    });
    const table = await screen.findByTestId('odds-table');
    expect(screen.getByRole('heading', { name: '卡片与抽中概率' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /福气卡 1 张 5%/ })).toBeTruthy();
    expect(screen.getByTestId('red-pack-rule').textContent).toBe('集齐 5 张卡可合成 ¥8.88 红包');
    await expectNoA11yViolations(container);
  });
});
