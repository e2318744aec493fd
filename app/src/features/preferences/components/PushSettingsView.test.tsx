import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { NO_HOST_TEXT, OLD_SETTINGS_TEXT } from '../../../lib/host/useReceiptNotifications';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { fakeHostApp } from '../../../testing/fakeHostApp';
import { renderWithStore } from '../../../testing/renderWithStore';
import { PushSettingsView } from './PushSettingsView';

const server = envelopeServerPerTest();

/** A host app whose notifications are off. */
const hostApp = (appVersion: number) => fakeHostApp(appVersion, { getNotificationStatus: { status: '0' } });

function renderPush(native: ReturnType<typeof hostApp>['native'] | null, state = { notifyPush: '1' }) {
  server.on('switchGet', ({ body }) => ({ data: { key: String(body.key), value: state.notifyPush } }));
  server.on('switchUpdate', ({ body }) => {
    state.notifyPush = String(body.value);
    return { data: body };
  });
  return renderWithStore(<PushSettingsView />, {
    baseUrl: server.baseUrl,
    pattern: paths.other.bindPush,
    path: paths.other.bindPush,
    host: { native, accessContext: native ? 'hostApp' : 'officialAccount' },
  });
}

describe('PushSettingsView', () => {
  it('turns the payment push off on the server and opens the phone’s notification settings', async () => {
    const host = hostApp(360);
    const state = { notifyPush: '1' };
    const { container } = renderPush(host.native, state);
    expect((await screen.findByTestId('push-state')).textContent).toBe('已开启');
    await waitFor(() => expect(screen.getByTestId('phone-notify').textContent).toBe('未开启'));
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '关闭到账推送' }));
    await waitFor(() => expect(screen.getByTestId('push-state').textContent).toBe('未开启'));
    expect(state.notifyPush).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '去开启通知' }));
    await waitFor(() => expect(host.called).toEqual(['getNotificationStatus', 'openNotificationSettings']));
  });

  it('below the settings gate says so instead of opening them', async () => {
    const host = hostApp(330);
    renderPush(host.native);
    fireEvent.click(await screen.findByRole('button', { name: '去开启通知' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OLD_SETTINGS_TEXT);
    expect(host.called).toEqual(['getNotificationStatus']);
  });

  it('outside the apps keeps the server switch and says where notifications are turned on', async () => {
    const { container } = renderPush(null);
    await screen.findByTestId('push-state');
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('phone-notify').textContent).toBe(NO_HOST_TEXT);
    expect(screen.queryByRole('button', { name: /通知/ })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭到账推送' })).toBeTruthy();
  });
});
