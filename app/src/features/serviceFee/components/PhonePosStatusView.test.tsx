import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { fakeHostApp } from '../../../testing/fakeHostApp';
import { renderWithStore } from '../../../testing/renderWithStore';
import { NO_HOST_TEXT, OLD_SETTINGS_TEXT, OLD_STATUS_TEXT } from '../../../lib/host/useReceiptNotifications';
import { PhonePosStatusView } from './PhonePosStatusView';

const server = envelopeServerPerTest();

/** A host app whose notifications are off. */
const hostApp = (appVersion: number) => fakeHostApp(appVersion, { getNotificationStatus: { status: '0' } });

function renderStatus(native: ReturnType<typeof hostApp>['native'] | null) {
  server.on('switchGet', () => ({ data: { phonePos: '1', phonePosCertified: '1' } }));
  return renderWithStore(<PhonePosStatusView />, {
    baseUrl: server.baseUrl,
    pattern: paths.other.phonePosStatus,
    path: paths.other.phonePosStatus,
    host: { native, accessContext: native ? 'hostApp' : 'officialAccount' },
  });
}

const notifyValue = () => screen.getByText('收款通知').nextElementSibling?.textContent;

describe('PhonePosStatusView', () => {
  it('shows the server state and asks the host about notifications, opening its settings', async () => {
    const host = hostApp(360);
    const { container } = renderStatus(host.native);
    await screen.findByRole('heading', { name: '手机 POS 已开启' });
    await screen.findByText('未开启');
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '去开启通知' }));
    await screen.findByText('已认证');
    expect(host.called).toEqual(['getNotificationStatus', 'openNotificationSettings']);
  });

  it('below the version gates says so instead of calling the host', async () => {
    const host = hostApp(318);
    const { container } = renderStatus(host.native);
    await screen.findByText(OLD_STATUS_TEXT);
    fireEvent.click(screen.getByRole('button', { name: '通知设置' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OLD_SETTINGS_TEXT);
    await expectNoA11yViolations(container);
    expect(host.called).toEqual([]);
  });

  it('without a host app bridge says where to turn notifications on', async () => {
    const { container } = renderStatus(null);
    await screen.findByRole('heading', { name: '手机 POS 已开启' });
    await expectNoA11yViolations(container);
    expect(notifyValue()).toBe(NO_HOST_TEXT);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
