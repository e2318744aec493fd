import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { application } from '../testing/fixtures';
import { ApplicationProgressView } from './ApplicationProgressView';

const server = envelopeServerPerTest();

describe('ApplicationProgressView', () => {
  it('shows the progress as an ordered timeline, the number masked, and urges with the server’s answer', async () => {
    let urged = 0;
    server.on('onlineDeviceApplyCooperateDeviceProgress', () => ({
      data: { list: [application()], total: 1 },
    }));
    server.on('deviceUrging', () =>
      ++urged === 1
        ? { data: application({ urgeCount: 1 }) }
        : { code: '3007', msg: '今日已催单，请耐心等待' },
    );
    const { container } = renderWithStore(<ApplicationProgressView id="DA202611220001" />, {
      baseUrl: server.baseUrl,
    });
    const steps = within(await screen.findByRole('list', { name: '申请进度' })).getAllByRole('listitem');
    await expectNoA11yViolations(container);
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(screen.getByText('手机号').nextElementSibling?.textContent).toBe('138****8000');
    fireEvent.click(screen.getByRole('button', { name: '催一下' }));
    await waitFor(() => expect(urged).toBe(1));
    // Said under the button, not in a toast over it.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已催单，服务商将尽快处理'));
    expect(screen.getByRole('button', { name: '催一下' }).getAttribute('aria-describedby')).toBe(
      'urge-answer',
    );
    fireEvent.click(await screen.findByRole('button', { name: '催一下' }));
    await waitFor(() => expect(urged).toBe(2));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('今日已催单，请耐心等待'));
    expect(screen.getByRole('status').className).toBe('mh-field-error');
    expect(document.querySelector('.adm-toast-main')).toBeNull();
    expect(server.requests.find((r) => r.endpoint === 'deviceUrging')?.query).toEqual({
      id: 'DA202611220001',
    });
  });

  it('without an id follows the newest application; once received it leads to the terminals', async () => {
    const received = application({
      status: '04',
      statusName: '已签收',
      receivedDeviceId: 'D1',
      progress: [
        { status: '01', statusName: '已提交', time: '2026-11-22 10:00:00', remark: '' },
        { status: '01', statusName: '已催单', time: '2026-11-22 10:01:00', remark: '第 1 次催单' },
        { status: '02', statusName: '审核通过', time: '2026-11-22 10:02:00', remark: '' },
        { status: '03', statusName: '已发货', time: '2026-11-22 10:03:00', remark: '快递单号 SF1' },
        { status: '04', statusName: '已签收', time: '2026-11-22 10:04:00', remark: '' },
      ],
    });
    server.on('onlineDeviceApplyCooperateDeviceProgress', () => ({ data: { list: [received], total: 1 } }));
    const { container } = renderWithStore(<ApplicationProgressView />, { baseUrl: server.baseUrl });
    const link = await screen.findByRole('link', { name: '查看我的机具' });
    // Once received the screen stops asking and refreshes the terminals while axe runs: act() applies it.
    await act(() => expectNoA11yViolations(container));
    expect(link.getAttribute('href')).toBe('/device/deviceApply');
    expect(screen.queryByRole('button', { name: '催一下' })).toBeNull();
    const steps = within(screen.getByRole('list', { name: '申请进度' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.split('（')[0])).toEqual([
      '已提交',
      '已催单',
      '审核通过',
      '已发货',
      '已签收',
    ]);
    expect(server.requests[0]?.body).toEqual({ kind: 'apply' });
  });

  it('a failed load shows one inline error with 重试', async () => {
    server.on('onlineDeviceApplyCooperateDeviceProgress', () => ({ status: 500 }));
    renderWithStore(<ApplicationProgressView id="DA1" />, { baseUrl: server.baseUrl });
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
