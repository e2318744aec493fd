import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { AvoidTelemarketingView } from './AvoidTelemarketingView';

const server = envelopeServerPerTest();

/** The server's switches: switchGet by key and switchUpdate as the simulator answers them. */
function serveSwitches(state: Record<string, string>) {
  server.on('switchGet', ({ body }) => ({
    data: { key: String(body.key), value: state[String(body.key)] ?? '0' },
  }));
  server.on('switchUpdate', ({ body }) => {
    state[String(body.key)] = String(body.value);
    return { data: body };
  });
}

const renderView = () =>
  renderWithStore(<AvoidTelemarketingView />, {
    baseUrl: server.baseUrl,
    pattern: paths.other.avoidTelemarketing,
    path: paths.other.avoidTelemarketing,
  });

describe('AvoidTelemarketingView', () => {
  it('turns marketing calls off on the server and shows the state the server then answers', async () => {
    const state = { avoidTelemarketing: '0' };
    serveSwitches(state);
    const { container } = renderView();
    expect((await screen.findByTestId('telemarketing-state')).textContent).toBe('未开启');
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '开启免打扰' }));
    await waitFor(() => expect(screen.getByTestId('telemarketing-state').textContent).toBe('已开启'));
    expect(state.avoidTelemarketing).toBe('1');
    expect(server.requests.filter((r) => r.endpoint === 'switchUpdate').map((r) => r.body)).toEqual([
      { key: 'avoidTelemarketing', value: '1' },
    ]);
    expect(screen.getByRole('button', { name: '关闭免打扰' })).toBeTruthy();
  });

  it('keeps the state and says the server’s refusal under the button, and the button can be tapped again', async () => {
    serveSwitches({ avoidTelemarketing: '1' });
    server.on('switchUpdate', () => ({ code: '3005', msg: '设置太频繁，请稍后再试' }));
    const { container } = renderView();
    fireEvent.click(await screen.findByRole('button', { name: '关闭免打扰' }));
    expect((await screen.findByRole('alert')).textContent).toBe('设置太频繁，请稍后再试');
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('telemarketing-state').textContent).toBe('已开启');
    // The failed change reads the switch again (it may have been saved before the refusal came back).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '关闭免打扰' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('alert').textContent).toBe('设置太频繁，请稍后再试');
  });
});
