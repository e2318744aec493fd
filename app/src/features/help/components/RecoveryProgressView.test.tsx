import type { AbnormalRecoveryProgress } from '@merchant-h5/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { RecoveryProgressView } from './RecoveryProgressView';

const server = envelopeServerPerTest();
const applied = {
  status: '1',
  statusName: '已提交找回申请',
  time: '2026-11-22 10:00:00',
  remark: '扫码收款：未到账',
};
const back = {
  status: '2',
  statusName: '资金已找回',
  time: '2026-11-22 10:02:00',
  remark: '资金已结算至您的结算卡',
};

describe('RecoveryProgressView', () => {
  it('shows the recovery as a timeline and follows it, asking again while under way, until the money is back', async () => {
    let answer: AbnormalRecoveryProgress = {
      abnormalId: 'AB1',
      status: '1',
      statusName: '找回中',
      amount: 1288.5,
      progress: [applied],
    };
    server.on('abnormalHandleRecoveryProgress', () => ({ data: answer }));
    const { container } = renderWithStore(<RecoveryProgressView abnormalId="AB1" pollMs={100} />, {
      baseUrl: server.baseUrl,
    });
    const timeline = await screen.findByRole('list', { name: '找回进度' });
    // The screen keeps asking while axe runs: act() applies the answers that land meanwhile.
    await act(() => expectNoA11yViolations(container));
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['已提交找回申请（已完成）2026-11-22 10:00:00扫码收款：未到账', '资金找回中（进行中）']);
    expect(container.querySelector('.mh-detail-amount')?.textContent).toBe('¥1,288.50');

    answer = { ...answer, status: '2', statusName: '已找回', progress: [applied, back] };
    await waitFor(() => expect(screen.getByText('已找回')).toBeTruthy());
    const steps = within(screen.getByRole('list', { name: '找回进度' })).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['done', 'done']);
    const calls = server.requests.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(server.requests.length, 'no more asking once recovered').toBe(calls);
  });

  it('a trade not yet applied for says so and links to its application', async () => {
    server.on('abnormalHandleRecoveryProgress', () => ({
      data: { abnormalId: 'AB2', status: '0', statusName: '待处理', amount: 10, progress: [] },
    }));
    const { container } = renderWithStore(<RecoveryProgressView abnormalId="AB2" />, {
      baseUrl: server.baseUrl,
    });
    const link = await screen.findByRole('link', { name: '去申请找回' });
    await expectNoA11yViolations(container);
    expect(link.getAttribute('href')).toBe('/help/payExceptionPage/AB2');
  });
});
