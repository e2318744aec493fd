import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityInfo, AxisLevel } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity, prize } from '../testing/fixtures';
import { TradeActivityRulesView } from './TradeActivityRulesView';
import { TradeActivityView } from './TradeActivityView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const LEVELS: AxisLevel[] = [
  { level: 1, target: 5_000, prizeName: '200 积分', prizeType: '02', amount: 200, status: '1' },
  { level: 2, target: 20_000, prizeName: '免费提现券', prizeType: '03', amount: 1, status: '1' },
  { level: 3, target: 50_000, prizeName: '20 元现金红包', prizeType: '01', amount: 20, status: '0' },
];

/** A1013 with 21,000 yuan of card trades in 3 sales: tiers 1 and 2 reached, 3 not. */
const campaign = (overrides: Partial<ActivityInfo> = {}): ActivityInfo =>
  activity({
    activityId: 'A1013',
    kind: 'tradeActivity',
    name: '刷卡交易有礼',
    prizes: [],
    chanceSources: [],
    guaranteeAfter: null,
    remainingDraws: 0,
    drawTimes: 0,
    progress: 21_000,
    tradeCount: 3,
    target: 50_000,
    levels: LEVELS,
    ...overrides,
  });

const coupon = prize({
  prizeId: 'PZ9',
  activityId: 'A1013',
  activityName: '刷卡交易有礼',
  prizeName: '免费提现券',
  prizeType: '03',
  amount: 1,
});

/** The campaign as the server holds it; a receive of tier 2 marks it received (or is refused). */
function serveCampaign(start: ActivityInfo = campaign(), refusals: string[] = []) {
  let current = start;
  server.on('activityInfo', () => ({ data: current }));
  server.on('activityLevelReceive', () => {
    const refusal = refusals.shift();
    if (refusal) return { code: '3005', msg: refusal };
    current = { ...current, levels: current.levels?.map((l) => (l.level === 2 ? { ...l, status: '2' } : l)) };
    return { data: { prize: coupon } };
  });
}

const renderCampaign = () =>
  renderWithStore(<TradeActivityView />, {
    baseUrl: server.baseUrl,
    path: '/trade/activity/02',
    pattern: paths.tasks.tradeActivity,
  });

const step = (n: number) =>
  within(screen.getByRole('list', { name: '奖励档位' })).getAllByRole('listitem')[n - 1]!;

describe('TradeActivityView', () => {
  it("shows this month's card trades first, their count, the next tier, each tier's reward and state, and the ways on", async () => {
    serveCampaign();
    const { container } = renderCampaign();
    await expectNoA11yViolations(container);
    expect(await screen.findByRole('heading', { name: '刷卡交易有礼', level: 1 })).toBeTruthy();
    expect(calls('activityInfo')[0]?.body).toEqual({ kind: 'tradeActivity' });
    expect(screen.getByTestId('trade-progress').textContent).toBe('¥21,000.00');
    expect(screen.getByTestId('trade-count').textContent).toBe('共 3 笔刷卡交易（扫码收款不计入）');
    expect(screen.getByText('再刷卡交易 ¥29,000.00 可达第 3 档')).toBeTruthy();
    expect(step(1).textContent).toBe('第 1 档：刷卡交易满 ¥5,000.00（已完成）奖励：200 积分 · 待领取');
    expect(step(3).getAttribute('aria-current')).toBe('step');
    const waiting = within(screen.getByRole('list', { name: '待领取的奖励' })).getAllByRole('listitem');
    expect(waiting).toHaveLength(2);
    expect(screen.getByRole('link', { name: '已领奖励' }).getAttribute('href')).toBe('/trade/received');
    expect(screen.getByRole('link', { name: '活动规则' }).getAttribute('href')).toBe('/tradeActivity/rules');
    expect(container.querySelector('[data-state="ready"]')).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('receives a tier once however often 领取 is tapped, and says the coupon is in 我的券', async () => {
    serveCampaign();
    const { container } = renderCampaign();
    const receive = await screen.findByRole('button', { name: '领取第 2 档奖励' });
    server.hold();
    fireEvent.click(receive);
    fireEvent.click(receive);
    await waitFor(() => expect((receive as HTMLButtonElement).disabled).toBe(true));
    server.release();
    await waitFor(() => expect(step(2).textContent).toContain('奖励：免费提现券 · 已领取'));
    expect(screen.getByTestId('trade-received').textContent).toContain('已领取 免费提现券，已放入「我的券」');
    expect(screen.getByRole('link', { name: '查看我的券' }).getAttribute('href')).toBe('/private/coupon');
    expect(calls('activityLevelReceive')).toHaveLength(1);
    expect(calls('activityLevelReceive')[0]?.body).toEqual({ activityId: 'A1013', level: 2 });
    expect(calls('activityLevelReceive')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoA11yViolations(container);
  });

  it('says a refusal beside its tier, and 重新领取 tries again with a new key', async () => {
    serveCampaign(campaign(), ['尚未达标：已刷卡交易 19000.00 元，还差 1000.00 元']);
    renderCampaign();
    fireEvent.click(await screen.findByRole('button', { name: '领取第 2 档奖励' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '尚未达标：已刷卡交易 19000.00 元，还差 1000.00 元',
    );
    const again = within(screen.getByTestId('axis-receive-2')).getByRole('button', {
      name: '领取第 2 档奖励',
    });
    expect(again.textContent).toBe('重新领取');
    fireEvent.click(again);
    await waitFor(() => expect(step(2).textContent).toContain('已领取'));
    const [first, second] = calls('activityLevelReceive');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('an ended campaign says so, with nothing to receive', async () => {
    serveCampaign(campaign({ status: '2' }));
    const { container } = renderCampaign();
    expect(
      within(await screen.findByTestId('trade-notice')).getByText(
        '本期活动已结束，感谢参与。已领取的奖励可在「已领奖励」查看',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /领取/ })).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('shows a failed load with a retry', async () => {
    server.on('activityInfo', () => ({ status: 500 }));
    const { container } = renderCampaign();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});

describe('TradeActivityRulesView', () => {
  it('shows what counts, the tiers and the server rules through the sanitiser', async () => {
    serveCampaign();
    const { container } = renderWithStore(<TradeActivityRulesView />, {
      baseUrl: server.baseUrl,
      path: '/tradeActivity/rules',
      pattern: paths.tasks.tradeActivityRules,
    });
    expect(await screen.findByRole('heading', { name: '刷卡交易有礼', level: 1 })).toBeTruthy();
    const tiers = within(screen.getByRole('list', { name: '奖励档位' })).getAllByRole('listitem');
    expect(tiers.map((li) => li.textContent)).toEqual([
      '第 1 档：刷卡交易满 ¥5,000.00，得 200 积分',
      '第 2 档：刷卡交易满 ¥20,000.00，得 免费提现券',
      '第 3 档：刷卡交易满 ¥50,000.00，得 20 元现金红包',
    ]);
    expect(screen.getByText('每位商户每天可抽奖 1 次。')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    await expectNoA11yViolations(container);
  });
});
