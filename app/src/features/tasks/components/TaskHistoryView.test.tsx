import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { CHANCE_REWARD, centre, claim, task } from '../testing/fixtures';
import { TaskHistoryView } from './TaskHistoryView';

const server = envelopeServerPerTest();

const HISTORY = [
  claim({
    claimId: 'TC2',
    taskId: 'K005',
    title: '今日签到',
    period: 'daily',
    reward: CHANCE_REWARD,
    claimedAt: '2026-11-22 11:00:00',
    where: '三月好礼',
    route: '/MarchGift/MarchGift',
  }),
  claim({ claimId: 'TC1' }),
];

const render = (kind: 'completed' | 'rewards') =>
  renderWithStore(<TaskHistoryView kind={kind} />, { baseUrl: server.baseUrl });

describe('TaskHistoryView', () => {
  it('lists the tasks done, newest first, with when', async () => {
    server.on('appTaskCenter', () => ({ data: centre([task({ status: '2' })], HISTORY) }));
    const { container } = render('completed');
    const list = await screen.findByRole('list', { name: '已完成的任务' });
    await expectNoA11yViolations(container);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('今日签到');
    expect(items[0]!.textContent).toContain('完成于 2026-11-22 11:00:00');
    expect(items[0]!.textContent).toContain('每日任务');
    expect(items[1]!.textContent).toContain('本月收款满 1 万元');
  });

  it('lists the rewards received, where each went and the way there', async () => {
    server.on('appTaskCenter', () => ({ data: centre([], HISTORY) }));
    const { container } = render('rewards');
    const list = await screen.findByRole('list', { name: '奖励记录' });
    await expectNoA11yViolations(container);
    const [chance, points] = within(list).getAllByRole('listitem');
    expect(chance!.textContent).toContain('三月好礼 +1 次抽奖机会');
    expect(chance!.textContent).toContain('已存入三月好礼');
    expect(within(chance!).getByRole('link', { name: '去三月好礼抽奖' }).getAttribute('href')).toBe(
      '/MarchGift/MarchGift',
    );
    expect(points!.textContent).toContain('+300 积分');
    expect(within(points!).getByRole('link', { name: '查看积分明细' }).getAttribute('href')).toBe(
      paths.points.pointBill,
    );
  });

  it('says so when nothing was received yet, with the way to the task centre', async () => {
    server.on('appTaskCenter', () => ({ data: centre([task({ status: '0' })]) }));
    render('rewards');
    expect(await screen.findByText('还没有领取过奖励')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去任务中心做任务' }).getAttribute('href')).toBe(
      '/taskCenter/index',
    );
  });
});
