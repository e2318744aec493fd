import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity, drawn } from '../testing/fixtures';
import { hidePage, preferReducedMotion, restoreMotion } from '../testing/motion';
import { LotteryMachineView } from './LotteryMachineView';

const server = envelopeServerPerTest();
const draws = () => server.requests.filter((r) => r.endpoint === 'activityDraw');
const LANDED = { timeout: 5000 };

function renderMachine(activityId = 'A1001') {
  return renderWithStore(<LotteryMachineView />, {
    baseUrl: server.baseUrl,
    path: `/lotteryMachine/home/${activityId}`,
    pattern: paths.activities.lotteryMachineHome,
  });
}

const cell = (container: HTMLElement, position: number) =>
  container.querySelector(`[data-position="${position}"]`);
const litCells = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-lit="true"]')].map((c) => c.getAttribute('data-position'));

afterEach(restoreMotion);

describe('LotteryMachineView', () => {
  it('shows the board clockwise from the top left, the chances left and the dates; the highlight runs from the tap and lands on the answer’s cell, then the result is said', async () => {
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => ({ data: drawn() }));
    const { container } = renderMachine();
    await expectNoA11yViolations(container);
    const button = await screen.findByRole('button', { name: '抽奖' });
    expect(screen.getByTestId('remaining-draws').textContent).toBe('3');
    expect(screen.getByText('活动时间 2026-11-01 至 2026-11-30')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '奖品' })).getAllByRole('listitem')).toHaveLength(8);
    expect(cell(container, 0)?.textContent).toBe('现金红包¥8.88');
    expect(cell(container, 5)?.textContent).toBe('50 积分50 积分');
    expect(server.requests[0]?.body).toEqual({ activityId: 'A1001' });
    await expectNoA11yViolations(container);

    server.hold();
    fireEvent.click(button);
    // Moving before the answer is in.
    await waitFor(() => expect(litCells(container)).toHaveLength(1));
    expect(screen.getByTestId('lottery-board').getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: '抽奖中…' }) as HTMLButtonElement).disabled).toBe(true);
    server.release();
    const result = await screen.findByRole('heading', { name: '恭喜获得 50 积分' }, LANDED);
    expect(litCells(container)).toEqual(['5']);
    expect(screen.getByTestId('draw-result').getAttribute('aria-live')).toBe('polite');
    expect(within(screen.getByTestId('draw-result')).getByText('剩余 2 次抽奖机会')).toBeTruthy();
    expect(result).toBeTruthy();
    expect(draws()).toHaveLength(1);
    expect(draws()[0]?.body).toEqual({ activityId: 'A1001' });
    expect(draws()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoA11yViolations(container);
  });

  it('draws once for a double tap, with one key; the next draw has a key of its own', async () => {
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => ({ data: drawn({ prize: null, poolId: 'P1', position: 1 }) }));
    const { container } = renderMachine();
    const button = await screen.findByRole('button', { name: '抽奖' });
    server.hold();
    fireEvent.click(button);
    fireEvent.click(button);
    server.release();
    expect(await screen.findByRole('heading', { name: '谢谢参与' }, LANDED)).toBeTruthy();
    expect(litCells(container)).toEqual(['1']);
    expect(draws()).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: '抽奖' }));
    await waitFor(() => expect(draws()).toHaveLength(2));
    expect(draws()[1]?.idempotencyKey).not.toBe(draws()[0]?.idempotencyKey);
    await screen.findByRole('heading', { name: '谢谢参与' }, LANDED);
  });

  it('keeps a draw whose answer was lost pending across a reload: the next tap sends the same key', async () => {
    let lost = true;
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => (lost ? { status: 503 } : { data: drawn() }));
    const first = renderMachine();
    fireEvent.click(await screen.findByRole('button', { name: '抽奖' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '抽奖' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(litCells(first.container)).toEqual([]);
    const sent = draws().length;
    first.unmount();
    lost = false;
    renderMachine();
    fireEvent.click(await screen.findByRole('button', { name: '抽奖' }));
    expect(await screen.findByRole('heading', { name: '恭喜获得 50 积分' }, LANDED)).toBeTruthy();
    expect(draws()).toHaveLength(sent + 1);
    expect(new Set(draws().map((d) => d.idempotencyKey)).size).toBe(1);
  });

  it('says a refused draw once, in place, puts the highlight out and unlocks 抽奖', async () => {
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => ({ code: '5001', msg: '今日抽奖次数已用完' }));
    const { container } = renderMachine();
    fireEvent.click(await screen.findByRole('button', { name: '抽奖' }));
    expect((await screen.findByRole('alert')).textContent).toBe('今日抽奖次数已用完');
    expect(screen.getAllByText('今日抽奖次数已用完')).toHaveLength(1);
    expect(litCells(container)).toEqual([]);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '抽奖' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByRole('heading', { name: /恭喜|谢谢参与/ })).toBeNull();
    // The activity reloads to show where it stands.
    await waitFor(() => expect(server.requests.filter((r) => r.endpoint === 'activityInfo')).toHaveLength(2));
    await expectNoA11yViolations(container);
  });

  it('stops cleanly when the answer names a position no cell shows: no cell lit, the result said', async () => {
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => ({ data: drawn({ position: 11 }) }));
    const { container } = renderMachine();
    fireEvent.click(await screen.findByRole('button', { name: '抽奖' }));
    expect(await screen.findByRole('heading', { name: '恭喜获得 50 积分' }, LANDED)).toBeTruthy();
    expect(litCells(container)).toEqual([]);
    expect(screen.getByRole('button', { name: '抽奖' })).toBeTruthy();
  });

  it('under reduced motion nothing moves: the answer’s cell is lit at once', async () => {
    preferReducedMotion();
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => ({ data: drawn({ position: 2, poolId: 'P2' }) }));
    const { container } = renderMachine();
    const button = await screen.findByRole('button', { name: '抽奖' });
    server.hold();
    fireEvent.click(button);
    await waitFor(() => expect(server.requests.some((r) => r.endpoint === 'activityDraw')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(litCells(container)).toEqual([]);
    server.release();
    await screen.findByRole('heading', { name: '恭喜获得 50 积分' });
    expect(litCells(container)).toEqual(['2']);
  });

  it('runs nothing while the page is hidden, and lands at once', async () => {
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => ({ data: drawn({ position: 6, poolId: 'P6' }) }));
    const { container } = renderMachine();
    const button = await screen.findByRole('button', { name: '抽奖' });
    hidePage();
    server.hold();
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(litCells(container)).toEqual([]);
    server.release();
    await screen.findByRole('heading', { name: '恭喜获得 50 积分' });
    expect(litCells(container)).toEqual(['6']);
  });

  it.each([
    [
      'not started',
      { status: '0' as const },
      '未开始',
      '活动将于 2026-11-01 开始，先看看活动规则吧',
      { name: '查看活动规则', to: '/lotteryMachine/rules?activityId=A1001' },
    ],
    [
      'ended',
      { status: '2' as const },
      '已结束',
      '活动已结束，感谢参与。已得奖品可在「我的奖品」查看',
      { name: '查看我的奖品', to: '/common/prize/list/A1001' },
    ],
    [
      'not eligible',
      { eligible: false, audience: 'certified' as const, ineligibleReason: '完成商户认证后即可参与' },
      '暂无资格',
      '完成商户认证后即可参与',
      { name: '去认证', to: '/business/certificate' },
    ],
    [
      'out of chances',
      { remainingDraws: 0 },
      '次数已用完',
      '抽奖次数已用完',
      { name: '去做任务', to: '/taskCenter/index' },
    ],
  ])('%s: says so in place of 抽奖 and offers the way on', async (_name, overrides, short, text, link) => {
    server.on('activityInfo', () => ({ data: activity(overrides) }));
    const { container } = renderMachine();
    expect(await screen.findByText(short)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '抽奖' })).toBeNull();
    expect(within(screen.getByTestId('draw-notice')).getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: link.name }).getAttribute('href')).toBe(link.to);
    expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe(
      '/lotteryMachine/rules?activityId=A1001',
    );
    expect(screen.getByRole('link', { name: '我的奖品' }).getAttribute('href')).toBe(
      '/common/prize/list/A1001',
    );
    await expectNoA11yViolations(container);
  });

  it('out of chances: lists where more come from', async () => {
    server.on('activityInfo', () => ({ data: activity({ remainingDraws: 0 }) }));
    renderMachine();
    const notice = within(await screen.findByTestId('draw-notice'));
    expect(notice.getByText('当日交易满 1000 元，+1 次')).toBeTruthy();
    expect(notice.getByText('每日签到，+1 次')).toBeTruthy();
    expect(notice.getByRole('link', { name: '去签到' }).getAttribute('href')).toBe('/integralManage/Home');
    expect(notice.queryByText(/每天登录/)).toBeNull();
  });
});
