import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { application, device, deviceTypes } from '../testing/fixtures';
import { ReplaceDeviceView } from './ReplaceDeviceView';

const server = envelopeServerPerTest();

describe('ReplaceDeviceView', () => {
  it('offers each working terminal for replacement and lists the replacements applied for', async () => {
    server.on('deviceDeviceType', () => ({
      data: { list: deviceTypes, devices: [device(1), device(2, { status: '02', statusName: '已换机' })] },
    }));
    server.on('onlineDeviceApplyCooperateDeviceProgress', ({ body }) => ({
      data: { list: body.kind === 'replace' ? [application({ id: 'DA9', kind: 'replace' })] : [], total: 1 },
    }));
    const { container } = renderWithStore(<ReplaceDeviceView />, { baseUrl: server.baseUrl });
    const offer = await screen.findByRole('link', { name: /终端号 SN000000000001/ });
    await expectNoA11yViolations(container);
    expect(offer.getAttribute('href')).toBe('/help/ReplaceDeviceApply?deviceId=D00001');
    expect(screen.queryByText('终端号 SN000000000002')).toBeNull();
    expect(screen.getByRole('link', { name: /申请单号 DA9/ }).getAttribute('href')).toBe(
      '/help/ApplyProgress?id=DA9',
    );
    expect(screen.getByRole('link', { name: '传统大机换新智能 POS' }).getAttribute('href')).toBe(
      '/help/BigMacReplaceDevice',
    );
  });
});
