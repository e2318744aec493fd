import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { application } from '../testing/fixtures';
import { ApplySuccessView } from './ApplySuccessView';

const server = envelopeServerPerTest();

describe('ApplySuccessView', () => {
  it('names the application and leads to its progress', async () => {
    server.on('onlineDeviceApplyCooperateDeviceProgress', () => ({
      data: { list: [application()], total: 1 },
    }));
    const { container, router } = renderWithStore(<ApplySuccessView id="DA202611220001" />, {
      baseUrl: server.baseUrl,
      pattern: paths.help.applySucessPage,
      path: paths.help.applySucessPage,
    });
    expect(await screen.findByRole('heading', { name: '申请已提交' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByText(/申请单号 DA202611220001/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看申请进度' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=DA202611220001'));
    expect(router.state.location.pathname).toBe(paths.help.applyProgress);
  });

  it('with no application yet says so', async () => {
    server.on('onlineDeviceApplyCooperateDeviceProgress', () => ({ data: { list: [], total: 0 } }));
    renderWithStore(<ApplySuccessView />, { baseUrl: server.baseUrl });
    expect(await screen.findByText('暂无机具申请')).toBeTruthy();
  });
});
