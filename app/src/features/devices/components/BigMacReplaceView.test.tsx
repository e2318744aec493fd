import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { areas, deviceTypes } from '../testing/fixtures';
import { BigMacReplaceView } from './BigMacReplaceView';

const server = envelopeServerPerTest();

describe('BigMacReplaceView', () => {
  it('offers only the smart POS to a merchant who may apply online', async () => {
    server.on('onlineDeviceApplyUserVerify', () => ({ data: { verified: true, reason: '' } }));
    server.on('deviceDeviceType', () => ({
      data: {
        list: [
          ...deviceTypes,
          { deviceType: '02', deviceTypeName: '智能 POS', deposit: 199, serviceFee: 99 },
        ],
        devices: [],
      },
    }));
    server.on('onlineDeviceApplyAreaList', () => ({ data: { list: areas } }));
    const { container } = renderWithStore(<BigMacReplaceView />, { baseUrl: server.baseUrl });
    expect(await screen.findByRole('radio', { name: /智能 POS/ })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('tells a merchant who may not why', async () => {
    server.on('onlineDeviceApplyUserVerify', () => ({
      data: { verified: false, reason: '请先完成实名认证' },
    }));
    const { container } = renderWithStore(<BigMacReplaceView />, { baseUrl: server.baseUrl });
    expect(await screen.findByText('请先完成实名认证')).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
