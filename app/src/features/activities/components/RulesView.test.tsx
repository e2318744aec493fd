import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity } from '../testing/fixtures';
import { RulesView } from './RulesView';

const server = envelopeServerPerTest();

function renderRules(search = '?activityId=A1001') {
  return renderWithStore(<RulesView kind="lotteryMachine" />, {
    baseUrl: server.baseUrl,
    path: `/lotteryMachine/rules${search}`,
    pattern: paths.activities.lotteryMachineRules,
  });
}

describe('RulesView', () => {
  it('states the dates, audience, chances and guarantee, the odds from the pool, and the sanitised rules', async () => {
    server.on('activityInfo', () => ({ data: activity({ audience: 'certified' }) }));
    const { container } = renderRules();
    await expectNoA11yViolations(container);
    const table = await screen.findByRole('table', { name: '奖品与中奖概率' });
    expect(server.requests[0]?.body).toEqual({ activityId: 'A1001' });
    expect(screen.getByText('2026-11-01 至 2026-11-30')).toBeTruthy();
    expect(screen.getByText('已完成商户认证的商户')).toBeTruthy();
    expect(screen.getByText('1 次')).toBeTruthy();
    expect(screen.getByText('连续 10 次未中奖，下一次必中奖')).toBeTruthy();
    expect(
      within(screen.getByTestId('chance-sources'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['当日交易满 1000 元，+1 次', '每日签到，+1 次', '完成任务中心任务，+2 次']);
    // Weights in stock: 100 − 2 (the cup, out of stock) = 98.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['现金红包', '¥8.88', '5.1%'],
      ['谢谢参与', '—', '30.61%'],
      ['200 积分', '200 积分', '20.41%'],
      ['免费提现券', '1 张', '15.31%'],
      ['品牌保温杯', '1 件', '已抽完'],
      ['50 积分', '50 积分', '20.41%'],
      ['手续费抵扣', '¥5.00', '7.14%'],
      ['蓝牙音箱', '1 件', '1.02%'],
    ]);
    expect(screen.getByText('每位商户每天可抽奖 1 次。')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '去参加活动' }).getAttribute('href')).toBe(
      '/lotteryMachine/home/A1001',
    );
    await expectNoA11yViolations(container);
  });

  it("without an activity in the address asks for the game's first one; no guarantee, no extra chances", async () => {
    server.on('activityInfo', () => ({ data: activity({ guaranteeAfter: null, chanceSources: [] }) }));
    renderRules('');
    await screen.findByRole('table', { name: '奖品与中奖概率' });
    expect(server.requests[0]?.body).toEqual({ kind: 'lotteryMachine' });
    expect(screen.queryByText('保底')).toBeNull();
    expect(screen.queryByTestId('chance-sources')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    server.on('activityInfo', () => ({ status: 500 }));
    const { container } = renderRules();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
