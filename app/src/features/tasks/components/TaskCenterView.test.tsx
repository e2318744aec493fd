import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppTask, TaskClaim } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { CHANCE_REWARD, centre, claim, task } from '../testing/fixtures';
import { TaskCenterView } from './TaskCenterView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const CERT = task({
  taskId: 'K001',
  title: '完成营业执照认证',
  description: '提交并通过营业执照认证',
  reward: { kind: 'points', amount: 500, label: '500 积分' },
  period: 'once',
  progress: 0,
  target: 1,
  unit: '',
  status: '0',
  route: '/business/certificate',
});
const SIGN_IN = task({
  taskId: 'K005',
  title: '今日签到',
  description: '每天签到一次',
  rewardPoints: 0,
  reward: CHANCE_REWARD,
  period: 'daily',
  progress: 1,
  target: 1,
  unit: '',
  status: '1',
  route: '/integralManage/Home',
});

/** A server holding the tasks; a claim marks the task rewarded and records it. */
function taskServer(tasks: AppTask[]) {
  const list = tasks.map((t) => ({ ...t }));
  const history: TaskClaim[] = [];
  server.on('appTaskCenter', () => ({ data: centre(list, history) }));
  server.on('appTaskCenterReward', ({ body }) => {
    const t = list.find((x) => x.taskId === body.taskId)!;
    if (t.status !== '1') return { code: '3007', msg: '奖励已领取' };
    t.status = '2';
    const c = claim({
      taskId: t.taskId,
      title: t.title,
      reward: t.reward,
      ...(t.reward.kind === 'chances' ? { where: '三月好礼', route: '/MarchGift/MarchGift' } : {}),
    });
    history.unshift(c);
    return { data: { task: t, claim: c, balance: 1000 } };
  });
  return list;
}

const renderCentre = () =>
  renderWithStore(<TaskCenterView />, {
    baseUrl: server.baseUrl,
    path: paths.tasks.taskCenter,
    pattern: paths.tasks.taskCenter,
  });
const rows = () => within(screen.getByRole('list', { name: '任务' })).getAllByRole('listitem');

describe('TaskCenterView', () => {
  it('counts the tasks by state, lists the waiting first with x/y progress, and links a task to do to its page', async () => {
    taskServer([CERT, task(), task({ ...SIGN_IN, status: '2' })]);
    const { container } = renderCentre();
    await screen.findByRole('list', { name: '任务' });
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('tasks-doing').textContent).toContain('1');
    expect(screen.getByTestId('tasks-waiting').textContent).toContain('1');
    expect(screen.getByTestId('tasks-done').textContent).toContain('1');
    expect(rows().map((r) => r.getAttribute('data-task'))).toEqual(['K006', 'K001', 'K005']);
    expect(
      screen.getByRole('progressbar', { name: '本月收款满 1 万元进度' }).getAttribute('aria-valuetext'),
    ).toBe('10,000/10,000元');
    expect(screen.getByRole('link', { name: '去完成 完成营业执照认证' }).getAttribute('href')).toBe(
      '/business/certificate',
    );
    expect(within(rows()[2]!).getByText('已完成')).toBeTruthy();
    expect(screen.getByRole('link', { name: '已完成的任务' }).getAttribute('href')).toBe(
      '/TaskCenterCompleted',
    );
    expect(screen.getByRole('link', { name: '奖励记录' }).getAttribute('href')).toBe('/TaskCenterReward');

    fireEvent.click(screen.getByRole('button', { name: '待完成' }));
    expect(rows().map((r) => r.getAttribute('data-task'))).toEqual(['K001']);
  });

  it('claims once on a double tap, with one key, and says what was added and where, with the way there', async () => {
    taskServer([SIGN_IN]);
    renderCentre();
    const button = await screen.findByRole('button', { name: '领取 今日签到' });
    server.hold();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    act(() => server.release());
    const notice = await screen.findByTestId('task-claimed');
    expect(notice.textContent).toContain('已领取「今日签到」：三月好礼 +1 次抽奖机会，已存入三月好礼');
    expect(within(notice).getByRole('link', { name: '去三月好礼抽奖' }).getAttribute('href')).toBe(
      '/MarchGift/MarchGift',
    );
    expect(calls('appTaskCenterReward')).toHaveLength(1);
    expect(calls('appTaskCenterReward')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(rows()[0]!).getByText('已完成')).toBeTruthy());
  });

  it('a refusal is said in the row, and the list is read again', async () => {
    const list = taskServer([task()]);
    renderCentre();
    const button = await screen.findByRole('button', { name: '领取 本月收款满 1 万元' });
    const reads = calls('appTaskCenter').length;
    list[0]!.status = '2';
    server.on('appTaskCenterReward', () => ({ code: '3007', msg: '奖励已领取' }));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain('奖励已领取');
    await waitFor(() => expect(calls('appTaskCenter').length).toBeGreaterThan(reads));
  });

  it('reads the tasks again when the page comes back from the back-forward cache', async () => {
    taskServer([CERT]);
    renderCentre();
    await screen.findByRole('list', { name: '任务' });
    const reads = calls('appTaskCenter').length;
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => void window.dispatchEvent(restored));
    await waitFor(() => expect(calls('appTaskCenter').length).toBe(reads + 1));
  });

  it('a failed load offers a retry', async () => {
    server.on('appTaskCenter', () => ({ status: 500 }));
    renderCentre();
    expect(await screen.findByRole('button', { name: /重试/ })).toBeTruthy();
  });
});
