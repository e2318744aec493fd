import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { GAMES, gameHref } from '../lib/links';
import type { PickOneKind } from '../lib/pickOneGames';
import { hidePage, preferReducedMotion, restoreMotion } from '../testing/motion';
import { activity, drawn, prize } from '../testing/fixtures';
import { PickOneGame } from './PickOneGame';
import { RulesSections, RulesView } from './RulesView';

const server = envelopeServerPerTest();
const draws = () => server.requests.filter((r) => r.endpoint === 'activityDraw');
const OPENED = { timeout: 5000 };
const eggs = { activityId: 'A1002', kind: 'smashEggs' as const, name: '砸金蛋' };

function renderGame(kind: PickOneKind, activityId: string) {
  return renderWithStore(<PickOneGame kind={kind} />, {
    baseUrl: server.baseUrl,
    path: gameHref(kind, activityId),
    pattern: GAMES[kind].play,
  });
}
const renderEggs = () => renderGame('smashEggs', 'A1002');

const egg = (n: number) => screen.getByRole('button', { name: `砸第 ${n} 个蛋` }) as HTMLButtonElement;
const item = (n: number) => egg(n).closest('li') as HTMLElement;
const phases = (container: HTMLElement) =>
  [...container.querySelectorAll('.mh-pick-item')].map((li) => li.getAttribute('data-phase'));

afterEach(restoreMotion);

describe('PickOneGame: smash eggs', () => {
  it('the picked egg shakes while the draw is asked for, cracks on the answer and shows it; the result is said; 再砸一次 puts the eggs back', async () => {
    server.on('activityInfo', () => ({ data: activity(eggs) }));
    server.on('activityDraw', () => ({ data: drawn() }));
    const { container } = renderEggs();
    await expectNoA11yViolations(container);
    await screen.findByRole('button', { name: '砸第 1 个蛋' });
    expect(within(screen.getByRole('list', { name: '金蛋' })).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByTestId('remaining-draws').textContent).toBe('3');
    expect(screen.getByText('选一个金蛋，砸开看看')).toBeTruthy();
    expect(server.requests[0]?.body).toEqual({ activityId: 'A1002' });
    await expectNoA11yViolations(container);

    server.hold();
    fireEvent.click(egg(2));
    await waitFor(() => expect(item(2).getAttribute('data-phase')).toBe('waiting'));
    expect(item(2).getAttribute('data-motion')).toBe('on');
    expect([1, 2, 3].map((n) => egg(n).disabled)).toEqual([true, true, true]);
    expect(screen.getByTestId('pick-board').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('砸蛋中…')).toBeTruthy();
    server.release();
    await waitFor(() => expect(item(2).getAttribute('data-phase')).toBe('opening'));
    expect(await screen.findByRole('heading', { name: '恭喜获得 50 积分' }, OPENED)).toBeTruthy();
    expect(phases(container)).toEqual([null, 'open', null]);
    expect(within(item(2)).getByText('50 积分')).toBeTruthy();
    expect(screen.getByTestId('draw-result').getAttribute('aria-live')).toBe('polite');
    expect(within(screen.getByTestId('draw-result')).getByText('剩余 2 次抽奖机会')).toBeTruthy();
    expect(draws()).toHaveLength(1);
    expect(draws()[0]?.body).toEqual({ activityId: 'A1002' });
    expect(draws()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoA11yViolations(container);

    fireEvent.click(await screen.findByRole('button', { name: '再砸一次' }));
    expect(phases(container)).toEqual([null, null, null]);
    expect([1, 2, 3].map((n) => egg(n).disabled)).toEqual([false, false, false]);
    expect(screen.queryByRole('heading', { name: /恭喜/ })).toBeNull();
  });

  it('draws once for a double tap or a second egg tapped in flight, with one key; the next draw has its own', async () => {
    server.on('activityInfo', () => ({ data: activity(eggs) }));
    server.on('activityDraw', () => ({ data: drawn({ prize: null, poolId: 'P1', position: 1 }) }));
    const { container } = renderEggs();
    await screen.findByRole('button', { name: '砸第 1 个蛋' });
    server.hold();
    fireEvent.click(egg(1));
    fireEvent.click(egg(1));
    fireEvent.click(egg(3));
    server.release();
    expect(await screen.findByRole('heading', { name: '谢谢参与' }, OPENED)).toBeTruthy();
    // Any egg reveals the server's answer: the first picked.
    expect(phases(container)).toEqual(['open', null, null]);
    expect(within(item(1)).getByText('谢谢参与')).toBeTruthy();
    expect(draws()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '再砸一次' }));
    fireEvent.click(egg(3));
    await waitFor(() => expect(draws()).toHaveLength(2));
    expect(draws()[1]?.idempotencyKey).not.toBe(draws()[0]?.idempotencyKey);
    await screen.findByRole('heading', { name: '谢谢参与' }, OPENED);
    expect(phases(container)).toEqual([null, null, 'open']);
  });

  it('says a refused draw once, in place: the egg stops shaking and the eggs unlock', async () => {
    server.on('activityInfo', () => ({ data: activity(eggs) }));
    server.on('activityDraw', () => ({ code: '3005', msg: '今日抽奖次数已用完，明天再来吧' }));
    const { container } = renderEggs();
    await screen.findByRole('button', { name: '砸第 1 个蛋' });
    fireEvent.click(egg(1));
    expect((await screen.findByRole('alert')).textContent).toBe('今日抽奖次数已用完，明天再来吧');
    expect(screen.getAllByText('今日抽奖次数已用完，明天再来吧')).toHaveLength(1);
    await waitFor(() => expect(egg(1).disabled).toBe(false));
    expect(phases(container)).toEqual([null, null, null]);
    expect(container.querySelector('[data-motion]')).toBeNull();
    expect(screen.queryByRole('heading', { name: /恭喜|谢谢参与/ })).toBeNull();
    await waitFor(() => expect(server.requests.filter((r) => r.endpoint === 'activityInfo')).toHaveLength(2));
    await expectNoA11yViolations(container);
  });

  it('a lost answer puts the egg back and unlocks the eggs; the next tap, after a reload too, sends the same key', async () => {
    let lost = true;
    server.on('activityInfo', () => ({ data: activity(eggs) }));
    server.on('activityDraw', () => (lost ? { status: 503 } : { data: drawn() }));
    const first = renderEggs();
    await screen.findByRole('button', { name: '砸第 1 个蛋' });
    fireEvent.click(egg(2));
    await waitFor(() => expect(egg(2).disabled).toBe(false));
    expect(phases(first.container)).toEqual([null, null, null]);
    expect(screen.queryByRole('alert')).toBeNull();
    const sent = draws().length;
    first.unmount();
    lost = false;
    renderEggs();
    await screen.findByRole('button', { name: '砸第 1 个蛋' });
    fireEvent.click(egg(1));
    expect(await screen.findByRole('heading', { name: '恭喜获得 50 积分' }, OPENED)).toBeTruthy();
    expect(draws()).toHaveLength(sent + 1);
    expect(new Set(draws().map((d) => d.idempotencyKey)).size).toBe(1);
  });

  it('the last draw spent: the egg stays open, no 再砸一次, and the way to more chances shows', async () => {
    let left = 1;
    server.on('activityInfo', () => ({ data: activity({ ...eggs, remainingDraws: left }) }));
    server.on('activityDraw', () => {
      left = 0;
      return { data: drawn({ remainingDraws: 0 }) };
    });
    const { container } = renderEggs();
    await screen.findByRole('button', { name: '砸第 1 个蛋' });
    fireEvent.click(egg(3));
    await screen.findByRole('heading', { name: '恭喜获得 50 积分' }, OPENED);
    expect(screen.queryByRole('button', { name: '再砸一次' })).toBeNull();
    expect(screen.getByText('次数已用完')).toBeTruthy();
    expect(within(await screen.findByTestId('draw-notice')).getByText('抽奖次数已用完')).toBeTruthy();
    expect(phases(container)).toEqual([null, null, 'open']);
    await expectNoA11yViolations(container);
  });

  it.each([
    ['under reduced motion', preferReducedMotion],
    ['on a hidden page', hidePage],
  ])('%s nothing shakes or cracks: the egg opens on the answer at once', async (_name, still) => {
    server.on('activityInfo', () => ({ data: activity(eggs) }));
    server.on('activityDraw', () => ({ data: drawn() }));
    const { container } = renderEggs();
    await screen.findByRole('button', { name: '砸第 1 个蛋' });
    act(still);
    server.hold();
    fireEvent.click(egg(2));
    await waitFor(() => expect(item(2).getAttribute('data-phase')).toBe('waiting'));
    expect(container.querySelector('[data-motion]')).toBeNull();
    server.release();
    // Well before the opening's 600 ms.
    expect(await screen.findByRole('heading', { name: '恭喜获得 50 积分' }, { timeout: 300 })).toBeTruthy();
    expect(phases(container)).toEqual([null, 'open', null]);
  });
});

describe('PickOneGame: blind box', () => {
  const box = { activityId: 'A1003', kind: 'box' as const, name: '开宝箱' };

  it('members only: says so in place of the boxes and offers 开通会员', async () => {
    server.on('activityInfo', () => ({
      data: activity({
        ...box,
        eligible: false,
        audience: 'member',
        ineligibleReason: '开通付费会员后即可参与',
      }),
    }));
    const { container } = renderGame('box', 'A1003');
    expect(await screen.findByText('暂无资格')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /开第/ })).toBeNull();
    expect(within(screen.getByTestId('draw-notice')).getByText('开通付费会员后即可参与')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开通会员' }).getAttribute('href')).toBe('/paid/members');
    expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe(
      '/boxActivity/rules?activityId=A1003',
    );
    await expectNoA11yViolations(container);
  });
});

describe('PickOneGame: each variant', () => {
  it.each([
    {
      kind: 'box' as const,
      activityId: 'A1003',
      items: '盲盒',
      hint: '选一个盲盒，打开看看',
      item: '开第 3 个盲盒',
      again: '再开一次',
    },
    {
      kind: 'doubleEleven' as const,
      activityId: 'A1006',
      items: '红包',
      hint: '选一个红包，拆开看看',
      item: '拆第 3 个红包',
      again: '再拆一个',
    },
    {
      kind: 'luxuryStorm' as const,
      activityId: 'A1009',
      items: '礼盒',
      hint: '选一个礼盒，打开看看',
      item: '开第 3 个礼盒',
      again: '再开一个',
    },
  ])(
    '$kind: $item opens on the answer; $again follows while draws remain',
    async ({ kind, activityId, items, hint, item, again }) => {
      server.on('activityInfo', () => ({ data: activity({ activityId, kind }) }));
      const won = prize({ prizeName: '会员八折券', prizeType: '03', amount: 1 });
      server.on('activityDraw', () => ({ data: drawn({ poolId: 'B3', position: 2, prize: won }) }));
      const { container } = renderGame(kind, activityId);
      await expectNoA11yViolations(container);
      expect(within(await screen.findByRole('list', { name: items })).getAllByRole('button')).toHaveLength(3);
      expect(screen.getByText(hint)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: item }));
      expect(await screen.findByRole('heading', { name: '恭喜获得 会员八折券' }, OPENED)).toBeTruthy();
      expect(within(screen.getByRole('button', { name: item })).getByText('会员八折券')).toBeTruthy();
      expect(screen.getByRole('button', { name: again })).toBeTruthy();
      expect(draws()).toHaveLength(1);
      expect(draws()[0]?.body).toEqual({ activityId });
      await expectNoA11yViolations(container);
    },
  );

  it.each([
    {
      kind: 'smashEggs' as const,
      activityId: 'A1002',
      status: '2' as const,
      short: '已结束',
      says: '活动已结束',
      next: '查看我的奖品',
      to: '/common/prize/list/A1002',
      rules: '/smash/rule?activityId=A1002',
    },
    {
      kind: 'doubleEleven' as const,
      activityId: 'A1006',
      status: '2' as const,
      short: '已结束',
      says: '活动已结束',
      next: '查看我的奖品',
      to: '/common/prize/list/A1006',
      rules: '/doubleElevenRules?activityId=A1006',
    },
    {
      kind: 'luxuryStorm' as const,
      activityId: 'A1009',
      status: '0' as const,
      short: '未开始',
      says: '活动将于 2026-11-01 开始',
      next: '查看活动规则',
      to: '/luxuryRules?activityId=A1009',
      rules: '/luxuryRules?activityId=A1009',
    },
  ])(
    '$kind $short: says so in place of the items and offers $next',
    async ({ kind, activityId, status, short, says, next, to, rules }) => {
      server.on('activityInfo', () => ({ data: activity({ activityId, kind, status, remainingDraws: 0 }) }));
      const { container } = renderGame(kind, activityId);
      expect(await screen.findByText(short)).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(within(screen.getByTestId('draw-notice')).getByText(new RegExp(`^${says}`))).toBeTruthy();
      expect(screen.getByRole('link', { name: next }).getAttribute('href')).toBe(to);
      expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe(rules);
      expect(draws()).toHaveLength(0);
      await expectNoA11yViolations(container);
    },
  );
});

describe('PickOneGame: the March gift', () => {
  it('asks for the first March gift, opens the pack on the answer and shows its rules under the packs, with no rules link', async () => {
    server.on('activityInfo', () => ({
      data: activity({
        activityId: 'A1011',
        kind: 'marchGift',
        name: '三月好礼',
        rules: '<p>每位商户每天可拆 1 次</p>',
      }),
    }));
    const won = prize({ prizeName: '100 积分', prizeType: '02', amount: 100 });
    server.on('activityDraw', () => ({ data: drawn({ poolId: 'M2', position: 1, prize: won }) }));
    const { container } = renderWithStore(
      <PickOneGame kind="marchGift" after={(a) => <RulesSections activity={a} />} />,
      { baseUrl: server.baseUrl, path: gameHref('marchGift', ''), pattern: GAMES.marchGift.play },
    );
    expect(await screen.findByRole('list', { name: '三月礼包' })).toBeTruthy();
    expect(server.requests[0]?.body).toEqual({ kind: 'marchGift' });
    expect(screen.getByRole('table', { name: '奖品与中奖概率' })).toBeTruthy();
    expect(screen.getByText('每位商户每天可拆 1 次')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '活动规则' })).toBeNull();
    expect(screen.getByRole('link', { name: '我的奖品' }).getAttribute('href')).toBe(
      '/common/prize/list/A1011',
    );
    fireEvent.click(screen.getByRole('button', { name: '拆第 2 个礼包' }));
    expect(await screen.findByRole('heading', { name: '恭喜获得 100 积分' }, OPENED)).toBeTruthy();
    expect(draws()[0]?.body).toEqual({ activityId: 'A1011' });
    await expectNoA11yViolations(container);
  });
});

describe('RulesView of the pick-one games', () => {
  it.each([
    ['smashEggs' as const, '/smash/rule', paths.activities.smashRule, '/smash/eggs/A1001'],
    ['box' as const, '/boxActivity/rules', paths.activities.boxRules, '/boxActivity/index/A1001'],
    [
      'doubleEleven' as const,
      '/doubleElevenRules',
      paths.activities.doubleElevenRules,
      '/doubleEleven/A1001',
    ],
    ['luxuryStorm' as const, '/luxuryRules', paths.activities.luxuryRules, '/luxuryStorm/A1001'],
  ])(
    '%s: asks for the first activity of its kind and links to its game',
    async (kind, path, pattern, game) => {
      server.on('activityInfo', () => ({ data: activity() }));
      const { container } = renderWithStore(<RulesView kind={kind} />, {
        baseUrl: server.baseUrl,
        path,
        pattern,
      });
      await screen.findByRole('table', { name: '奖品与中奖概率' });
      expect(server.requests[0]?.body).toEqual({ kind });
      expect(screen.getByRole('link', { name: '去参加活动' }).getAttribute('href')).toBe(game);
      await expectNoA11yViolations(container);
    },
  );
});
