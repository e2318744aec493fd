import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { application } from '../testing/fixtures';
import { ApplicationResultView } from './ApplicationResultView';

const server = envelopeServerPerTest();

describe('ApplicationResultView', () => {
  it('shows the result and where the new terminal stands (a BigMac one through its own progress call)', async () => {
    server.on('onlineDeviceApplyJwbProgress', () => ({
      data: { list: [application({ kind: 'jwb', deviceTypeName: '智能 POS' })], total: 1 },
    }));
    const { container } = renderWithStore(
      <ApplicationResultView id="DA1" kind="jwb" title="换新申请已提交" />,
      {
        baseUrl: server.baseUrl,
      },
    );
    expect(await screen.findByRole('heading', { name: '换新申请已提交' })).toBeTruthy();
    await expectNoA11yViolations(container);
    const steps = within(screen.getByRole('list', { name: '申请进度' })).getAllByRole('listitem');
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(server.requests.map((r) => [r.endpoint, r.body])).toEqual([
      ['onlineDeviceApplyJwbProgress', { id: 'DA1' }],
    ]);
  });

  it('without an id follows the newest of its kind', async () => {
    server.on('onlineDeviceApplyCooperateDeviceProgress', ({ body }) => ({
      data: {
        list: body.kind === 'cooperate' || body.id ? [application({ id: 'DA7', kind: 'cooperate' })] : [],
        total: 1,
      },
    }));
    renderWithStore(<ApplicationResultView kind="cooperate" title="换机申请已提交" />, {
      baseUrl: server.baseUrl,
    });
    expect(await screen.findByText(/申请单号 DA7/)).toBeTruthy();
    expect(server.requests[0]?.body).toEqual({ kind: 'cooperate' });
  });
});
