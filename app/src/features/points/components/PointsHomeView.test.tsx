import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import type { EnvelopeServer } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { home, noviceGifts, pending, signInStatus } from '../testing/fixtures';
import { DOUBLE_TAP_MS } from './SignInButton';
import { PointsHomeView } from './PointsHomeView';

const server = envelopeServerPerTest();

/** A small stateful points server: the balance, the pending list and today's sign-in move together. */
function pointsServer(s: EnvelopeServer, options: { available?: '0' | '1'; streak?: number } = {}) {
  const state = { balance: 5680, signed: false, pending: [...pending], rewards: [] as number[] };
  const status = () => {
    const base = signInStatus(state.signed, (options.streak ?? 5) + (state.signed ? 1 : 0));
    return {
      ...base,
      balance: state.balance,
      rewards: base.rewards.map((r) => ({ ...r, received: state.rewards.includes(r.days) })),
    };
  };
  s.on('integralHome', () => ({
    data: home({
      balance: state.balance,
      signedToday: state.signed,
      pendingPoints: state.pending.reduce((n, p) => n + p.points, 0),
    }),
  }));
  s.on('integralGetWarm', () => ({
    data: {
      expiringPoints: 120,
      expireDate: '20261222',
      message: '您有 120 积分将于 30 天后过期，快去兑换吧',
    },
  }));
  s.on('noviceGifts', () => ({ data: noviceGifts({ available: options.available ?? '0' }) }));
  s.on('integralPreIntegralList', () => ({ data: { list: state.pending, total: state.pending.length } }));
  s.on('integralPreIntegralGet', ({ body }) => {
    const found = state.pending.find((p) => p.id === body.id);
    if (!found) return { code: '1004', msg: '待领取积分不存在' };
    state.pending = state.pending.filter((p) => p !== found);
    state.balance += found.points;
    return { data: { received: found, balance: state.balance } };
  });
  s.on('activitySignInStatus', () => ({ data: status() }));
  s.on('activitySignInDo', () => {
    if (state.signed) return { code: '3001', msg: '今日已签到' };
    state.signed = true;
    state.balance += 10;
    return { data: { points: 10, balance: state.balance, continuousDays: status().continuousDays } };
  });
  s.on('activitySignInReceive', ({ body }) => {
    const days = Number(body.days);
    state.rewards.push(days);
    state.balance += 30;
    return { data: { days, points: 30, balance: state.balance } };
  });
  return state;
}

function renderHome() {
  return renderWithStore(<PointsHomeView />, {
    baseUrl: server.baseUrl,
    path: paths.points.home,
    pattern: paths.points.home,
  });
}

const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

describe('PointsHomeView', () => {
  it('shows the balance first, what expires, the pending points, the sign-in week and goods to exchange', async () => {
    pointsServer(server);
    const { container } = renderHome();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('5,680');
    await screen.findByRole('list', { name: '待领取积分' });
    await screen.findByRole('list', { name: '近 7 天签到' });
    await expectNoA11yViolations(container);

    expect(screen.getByText('另有 118 积分待领取')).toBeTruthy();
    expect((await screen.findByTestId('points-expiry')).textContent).toContain('120 积分将于 30 天后过期');
    const rows = within(screen.getByRole('list', { name: '待领取积分' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '交易达标奖励有效期至 2026-11-29+88领取',
      '活动参与奖励有效期至 2026-11-25+30领取',
    ]);
    const days = within(screen.getByRole('list', { name: '近 7 天签到' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[6]!.getAttribute('aria-label')).toBe('今天 未签到');
    expect(days[6]!.getAttribute('aria-current')).toBe('date');
    expect(days[5]!.getAttribute('aria-label')).toBe('11月21日 已签到');
    expect(screen.getByText('已连续签到 5 天')).toBeTruthy();
    expect(screen.getByRole('button', { name: '签到领 10 积分' })).toBeTruthy();

    const goods = within(screen.getByRole('list', { name: '推荐商品' })).getAllByRole('link');
    expect(goods.map((a) => a.getAttribute('href'))).toEqual([
      '/integralManage/CommodityDetails/C001',
      '/integralManage/CommodityDetails/C002',
    ]);
    expect(goods[0]!.textContent).toBe('定制保温杯1,200 积分市场价 ¥59.00');
    const nav = within(screen.getByRole('navigation', { name: '积分服务' }));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/integralManage/PointMall',
      '/integralManage/PointBill',
      '/integralManage/integralOrder',
      '/integralManage/HomeIntro',
    ]);
    // A certified merchant is offered no novice gifts.
    expect(screen.queryByRole('link', { name: /新手礼包/ })).toBeNull();
  });

  it('signs in once for a double tap, marks today, raises the balance and tells a second tap 今日已签到', async () => {
    pointsServer(server);
    const { container } = renderHome();
    const button = await screen.findByRole('button', { name: '签到领 10 积分' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText('签到成功，积分 +10，已连续签到 6 天');
    // A double tap whose second tap comes just after a quick answer: still one tap.
    fireEvent.click(button);
    // Waited inside act(): answers that come meanwhile re-render the screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(calls('activitySignInDo')).toHaveLength(1);
    expect(screen.getByText('签到成功，积分 +10，已连续签到 6 天')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('5,690'));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { current: 'date' }).getAttribute('aria-label')).toBe(
        '今天 已签到',
      ),
    );
    expect(calls('activitySignInDo')).toHaveLength(1);
    await expectNoA11yViolations(container);

    // A deliberate second tap, after the double-tap window.
    await act(() => new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS)));
    fireEvent.click(screen.getByRole('button', { name: '已签到' }));
    await screen.findByText('今日已签到');
    const [first, second] = calls('activitySignInDo');
    expect(first?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).toBeTruthy();
    // A new tap after the server answered is a new question, not a replay of the first answer.
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(screen.getByTestId('points-balance').textContent).toBe('5,690');
  });

  it('writes every points number with thousands separators: a large pending entry, the sign-in and its notice', async () => {
    const state = pointsServer(server);
    state.pending = [{ id: 'PP009', points: 1500, title: '年度奖励', expireDate: '20261231' }];
    server.on('activitySignInStatus', () => ({ data: { ...signInStatus(false, 5), todayPoints: 1000 } }));
    server.on('activitySignInDo', () => ({ data: { points: 1000, balance: 6680, continuousDays: 6 } }));
    const { container } = renderHome();
    expect(await screen.findByRole('button', { name: '领取 年度奖励 1,500 积分' })).toBeTruthy();
    expect(screen.getByText('另有 1,500 积分待领取')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '签到领 1,000 积分' }));
    expect(await screen.findByText('签到成功，积分 +1,000，已连续签到 6 天')).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('collects pending points into the balance, and receives a reached streak reward once', async () => {
    pointsServer(server);
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: '领取 交易达标奖励 88 积分' }));
    await screen.findByText('已领取 88 积分（交易达标奖励）');
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('5,768'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '待领取积分' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    expect(calls('integralPreIntegralGet').map((r) => r.body)).toEqual([{ id: 'PP001' }]);

    const reward = screen.getByRole('button', { name: '领取连续签到 3 天奖励' });
    expect(screen.getByText('还差 2 天')).toBeTruthy();
    fireEvent.click(reward);
    fireEvent.click(reward);
    await screen.findByText('已领取连续签到 3 天奖励，积分 +30');
    const receives = calls('activitySignInReceive');
    expect(receives).toHaveLength(1);
    expect(receives[0]).toMatchObject({ body: { days: 3 } });
    expect(receives[0]?.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(screen.getByText('已领取')).toBeTruthy());
  });

  it('shows a new merchant the way to the novice gifts', async () => {
    pointsServer(server, { available: '1', streak: 0 });
    const { container } = renderHome();
    const banner = await screen.findByRole('link', { name: /新手礼包/ });
    expect(banner.getAttribute('href')).toBe('/integralManage/empty');
    expect(banner.textContent).toContain('还有 2 个礼包待领取');
    await screen.findByRole('list', { name: '近 7 天签到' });
    await expectNoA11yViolations(container);
  });

  it('offers 重试 when the summary fails to load', async () => {
    pointsServer(server);
    let failing = true;
    server.on('integralHome', () =>
      failing ? { code: '500', msg: '积分服务繁忙' } : { data: home({ balance: 42 }) },
    );
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toContain('积分服务繁忙');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('points-balance')).textContent).toBe('42');
  });
});
