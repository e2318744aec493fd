import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityInfo, AxisLevel } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity, prize } from '../testing/fixtures';
import { StandardAxisView } from './StandardAxisView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const LEVELS: AxisLevel[] = [
  { level: 1, target: 10_000, prizeName: '500 积分', prizeType: '02', amount: 500, status: '1' },
  { level: 2, target: 50_000, prizeName: '手续费抵扣 20 元', prizeType: '06', amount: 20, status: '0' },
  { level: 3, target: 100_000, prizeName: '50 元现金红包', prizeType: '01', amount: 50, status: '0' },
];

/** A1008 with 12,000 yuan traded: level 1 reached, 2 and 3 not. */
const axis = (overrides: Partial<ActivityInfo> = {}): ActivityInfo =>
  activity({
    activityId: 'A1008',
    kind: 'standardAxis',
    name: '达标轴',
    prizes: [],
    chanceSources: [],
    guaranteeAfter: null,
    remainingDraws: 0,
    progress: 12_000,
    target: 100_000,
    levels: LEVELS,
    ...overrides,
  });

const points = prize({
  prizeId: 'PZ7',
  activityId: 'A1008',
  activityName: '达标轴',
  prizeName: '500 积分',
  amount: 500,
});

/** The activity as the server holds it; a receive of level 1 marks it received (or is refused). */
function serveAxis(start: ActivityInfo = axis(), refusals: string[] = []) {
  let current = start;
  server.on('activityInfo', () => ({ data: current }));
  server.on('activityLevelReceive', () => {
    const refusal = refusals.shift();
    if (refusal) return { code: '3005', msg: refusal };
    current = { ...current, levels: current.levels?.map((l) => (l.level === 1 ? { ...l, status: '2' } : l)) };
    return { data: { prize: points } };
  });
}

const renderAxis = () =>
  renderWithStore(<StandardAxisView />, {
    baseUrl: server.baseUrl,
    path: '/activities/standardAxis',
    pattern: paths.activities.standardAxis,
  });

/** The level's step of the timeline. */
const step = (n: number) =>
  within(screen.getByRole('list', { name: '达标档位' })).getAllByRole('listitem')[n - 1]!;

describe('StandardAxisView', () => {
  it('shows the yuan traded first, the way to the next level, each level with its reward and state, the rules and 我的奖品', async () => {
    serveAxis();
    const { container } = renderAxis();
    await expectNoA11yViolations(container);
    expect(await screen.findByRole('heading', { name: '达标轴', level: 1 })).toBeTruthy();
    expect(calls('activityInfo')[0]?.body).toEqual({ kind: 'standardAxis' });
    expect(screen.getByText('活动时间 2026-11-01 至 2026-11-30')).toBeTruthy();
    expect(screen.getByTestId('axis-traded').textContent).toBe('¥12,000.00');
    const bar = screen.getByRole('progressbar', { name: '达标进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12000');
    expect(bar.getAttribute('aria-valuemax')).toBe('50000');
    expect(screen.getByText('再交易 ¥38,000.00 可达第 2 档')).toBeTruthy();

    const steps = within(screen.getByRole('list', { name: '达标档位' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      '第 1 档：交易满 ¥10,000.00（已完成）奖励：500 积分 · 待领取',
      '第 2 档：交易满 ¥50,000.00（进行中）奖励：手续费抵扣 20 元 · 未达标',
      '第 3 档：交易满 ¥100,000.00（未开始）奖励：50 元现金红包 · 未达标',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    const waiting = within(screen.getByRole('list', { name: '待领取的奖励' })).getAllByRole('listitem');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.textContent).toBe('第 1 档奖励：500 积分领取');
    expect(within(waiting[0]!).getByRole('button', { name: '领取第 1 档奖励' })).toBeTruthy();

    expect(screen.getByText('每位商户每天可抽奖 1 次。')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '我的奖品' }).getAttribute('href')).toBe(
      '/activities/standardAxisAction/myPrize',
    );
    expect(screen.queryByTestId('axis-notice')).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('receives a level once however often 领取 is tapped; the level then says 已领取 and the points are said', async () => {
    serveAxis();
    const { container } = renderAxis();
    const receive = await screen.findByRole('button', { name: '领取第 1 档奖励' });
    server.hold();
    fireEvent.click(receive);
    fireEvent.click(receive);
    await waitFor(() => expect((receive as HTMLButtonElement).disabled).toBe(true));
    server.release();
    await waitFor(() => expect(step(1).textContent).toContain('奖励：500 积分 · 已领取'));
    expect(screen.queryByRole('list', { name: '待领取的奖励' })).toBeNull();
    expect(screen.queryByRole('button', { name: /领取/ })).toBeNull();
    expect(screen.getByTestId('axis-received').textContent).toContain('已领取 500 积分，积分已到账');
    expect(screen.getByRole('link', { name: '查看积分明细' }).getAttribute('href')).toBe(
      '/integralManage/PointBill',
    );
    expect(calls('activityLevelReceive')).toHaveLength(1);
    expect(calls('activityLevelReceive')[0]?.body).toEqual({ activityId: 'A1008', level: 1 });
    expect(calls('activityLevelReceive')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls('activityInfo').length).toBeGreaterThanOrEqual(2);
    await expectNoA11yViolations(container);
  });

  it('says a refusal once, under its level, and a second tap tries again with a new key', async () => {
    serveAxis(axis(), ['尚未达标：已交易 9999.00 元，还差 1.00 元']);
    renderAxis();
    fireEvent.click(await screen.findByRole('button', { name: '领取第 1 档奖励' }));
    expect((await screen.findByRole('alert')).textContent).toBe('尚未达标：已交易 9999.00 元，还差 1.00 元');
    expect(screen.getAllByText('尚未达标：已交易 9999.00 元，还差 1.00 元')).toHaveLength(1);
    const again = within(screen.getByTestId('axis-receive-1')).getByRole('button', {
      name: '领取第 1 档奖励',
    });
    expect(again.textContent).toBe('重新领取');
    fireEvent.click(again);
    await waitFor(() => expect(step(1).textContent).toContain('已领取'));
    const [first, second] = calls('activityLevelReceive');
    expect(second?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it.each([
    [
      'not started',
      { status: '0', startDate: '20261201', progress: 0 },
      '活动将于 2026-12-01 开始，开始后的交易计入达标进度',
      undefined,
    ],
    ['ended', { status: '2' }, '活动已结束，感谢参与。已领取的奖励可在「我的奖品」查看', undefined],
    [
      'left out',
      { eligible: false, ineligibleReason: '完成商户认证后即可参与', audience: 'certified' },
      '完成商户认证后即可参与',
      '去认证',
    ],
  ] as const)('%s: says so, with nothing to receive', async (_, overrides, text, way) => {
    serveAxis(axis(overrides as Partial<ActivityInfo>));
    const { container } = renderAxis();
    const notice = within(await screen.findByTestId('axis-notice'));
    expect(notice.getByText(text)).toBeTruthy();
    if (way) expect(notice.getByRole('link', { name: way })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /领取/ })).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('once every level is reached, the bar is full and says so', async () => {
    serveAxis(axis({ progress: 120_000, levels: LEVELS.map((l) => ({ ...l, status: '2' })) }));
    renderAxis();
    expect(await screen.findByText('已达成全部 3 档')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('100000');
    expect(screen.getAllByText(/ · 已领取$/)).toHaveLength(3);
  });

  it('shows a failed load with a retry', async () => {
    server.on('activityInfo', () => ({ status: 500 }));
    const { container } = renderAxis();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
