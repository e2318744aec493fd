import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { PointsActivityView } from './PointsActivityView';

const server = envelopeServerPerTest();

function activity(overrides: Partial<ActivityInfo> = {}): ActivityInfo {
  return {
    activityId: 'A1010',
    kind: 'pointsMall',
    name: '积分狂欢周',
    startDate: '20261102',
    endDate: '20261129',
    drawTimes: 0,
    progress: 0,
    target: 10,
    rules:
      '<p>活动期间每位商户可参与一次。</p><img src="x" onerror="window.pwned=1"><script>window.pwned=1</script>',
    prizes: [
      {
        poolId: 'P1',
        prizeName: '20 积分',
        prizeType: '02',
        amount: 20,
        weight: 1,
        position: 0,
        stock: null,
      },
    ],
    chanceSources: [],
    guaranteeAfter: null,
    audience: 'all',
    remainingDraws: 0,
    status: '1',
    eligible: true,
    ineligibleReason: '',
    missesInRow: 0,
    attended: '0',
    attendTime: '',
    ...overrides,
  };
}

const render = () =>
  renderWithStore(<PointsActivityView />, {
    baseUrl: server.baseUrl,
    pattern: paths.points.pointsMallActivity,
    path: '/pointsMall/activity',
    host: { accessContext: 'hostApp' },
  });

describe('PointsActivityView', () => {
  it('shows the points first, the dates and the sanitised rules, and links to the mall', async () => {
    server.on('activityInfo', () => ({ data: activity() }));
    const { container } = render();
    expect((await screen.findByTestId('activity-points')).textContent).toBe('20积分');
    await expectNoA11yViolations(container);
    expect(screen.getByRole('heading', { name: '积分狂欢周' })).toBeTruthy();
    expect(screen.getByText(/2026-11-02 至 2026-11-29/)).toBeTruthy();
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText('活动期间每位商户可参与一次。')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '去兑吧积分商城花积分' }).getAttribute('href')).toBe(
      '/integral/loading/hostApp',
    );
    expect(server.requests[0]?.body).toEqual({ activityId: 'A1010' });
  });

  it('a double tap takes part once, with one key; then it says 已参与 with the new balance', async () => {
    let attended = false;
    server.on('activityInfo', () => ({
      data: activity(attended ? { attended: '1', attendTime: '2026-11-22 10:00:00' } : {}),
    }));
    server.on('integralAttend', () => {
      attended = true;
      return {
        data: { activityId: 'A1010', attended: '1', attendTime: '2026-11-22 10:00:00', balance: 5700 },
      };
    });
    const { container } = render();
    const button = await screen.findByRole('button', { name: '立即参与' });
    server.hold();
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByRole('button', { name: '参与中…' })).hasAttribute('disabled')).toBe(true);
    server.release();
    const said = await screen.findByText('参与成功，已获得 20 积分，当前积分 5,700');
    expect(said.getAttribute('role')).toBe('status');
    await expectNoA11yViolations(container);
    const attends = server.requests.filter((r) => r.endpoint === 'integralAttend');
    expect(attends).toHaveLength(1);
    expect(attends[0]).toMatchObject({ body: { activityId: 'A1010' }, idempotencyKey: expect.any(String) });
    expect(screen.queryByRole('button', { name: '立即参与' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看积分明细' }).getAttribute('href')).toBe(
      '/integralManage/PointBill',
    );
    // The activity reloads (the 'Points' tag) and says 已获得 from then on.
    await waitFor(() => expect(screen.getByText('已获得')).toBeTruthy());
  });

  it('on the next visit says 已参与 and offers nothing to tap', async () => {
    server.on('activityInfo', () => ({
      data: activity({ attended: '1', attendTime: '2026-11-22 10:00:00' }),
    }));
    const { container } = render();
    const said = await screen.findByText('已参与（2026-11-22 10:00:00），20 积分已到账');
    expect(said.getAttribute('role')).toBe('status');
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an ended activity cannot be taken part in', async () => {
    server.on('activityInfo', () => ({ data: activity({ status: '2' }) }));
    const { container } = render();
    expect((await screen.findByRole('button', { name: '活动已结束' })).hasAttribute('disabled')).toBe(true);
    await expectNoA11yViolations(container);
    expect(screen.getByText('已结束')).toBeTruthy();
  });

  it('a refusal is told once, as a toast, and the activity reloads to show 已参与', async () => {
    let infos = 0;
    server.on('activityInfo', () => ({
      data: activity(++infos > 1 ? { attended: '1', attendTime: '2026-11-21 09:00:00' } : {}),
    }));
    server.on('integralAttend', () => ({ code: '3007', msg: '已参与本次活动，请勿重复操作' }));
    const { container } = render();
    fireEvent.click(await screen.findByRole('button', { name: '立即参与' }));
    expect(await screen.findByText('已参与本次活动，请勿重复操作')).toBeTruthy();
    expect(await screen.findByText('已参与（2026-11-21 09:00:00），20 积分已到账')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed load offers 重试', async () => {
    let calls = 0;
    server.on('activityInfo', () => (++calls === 1 ? { status: 500 } : { data: activity() }));
    const { container } = render();
    // The failure's page is checked before 重试: the retried answer then renders inside findByRole.
    const retry = await screen.findByRole('button', { name: '重试' });
    await expectNoA11yViolations(container);
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: '立即参与' })).toBeTruthy();
  });
});
