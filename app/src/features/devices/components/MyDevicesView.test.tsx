import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { application, device, deviceTypes } from '../testing/fixtures';
import { MyDevicesView } from './MyDevicesView';

const server = envelopeServerPerTest();

describe('MyDevicesView', () => {
  it('lists the terminals and the applications of the chosen status, each a way on', async () => {
    server.on('deviceDeviceType', () => ({
      data: { list: deviceTypes, devices: [device(2, { deviceTypeName: '电签 POS' }), device(1)] },
    }));
    server.on('onlineDeviceApplyCooperateDeviceProgress', () => ({
      data: {
        list: [application(), application({ id: 'DA2', status: '04', statusName: '已签收' })],
        total: 2,
      },
    }));
    server.on('userSetMealFind', () => ({
      data: {
        list: [{ mealId: 'SM01', name: '基础套餐', price: 0, description: '扫码 0.38%', active: '1' }],
      },
    }));
    server.on('userSetMealActiveProgress', () => ({
      data: { mealId: 'SM01', progress: 12345.6, target: 50000, status: '0', statusName: '未达标' },
    }));
    const { container } = renderWithStore(<MyDevicesView status="04" />, {
      baseUrl: server.baseUrl,
      pattern: paths.other.deviceApply,
      path: '/device/deviceApply/04',
    });
    expect(await screen.findByText('终端号 SN000000000002')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: /申请单号 DA2/ }).getAttribute('href')).toBe(
      '/help/ApplyProgress?id=DA2',
    );
    expect(screen.queryByText('申请单号 DA202611220001')).toBeNull();
    expect(screen.getByRole('link', { name: '已签收' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: '我的套餐：基础套餐' })).toBeTruthy();
    expect(screen.getByText(/本月交易/).textContent).toBe('本月交易 ¥12,345.60 / 目标 ¥50,000.00（未达标）');
    await expectNoA11yViolations(container);
  });

  it('says what to do when there is no terminal yet', async () => {
    server.on('deviceDeviceType', () => ({ data: { list: deviceTypes, devices: [] } }));
    server.on('onlineDeviceApplyCooperateDeviceProgress', () => ({ data: { list: [], total: 0 } }));
    renderWithStore(<MyDevicesView />, { baseUrl: server.baseUrl });
    expect(await screen.findByText('暂无机具，提交申请后服务商将上门安装')).toBeTruthy();
    expect(screen.getByRole('link', { name: '申请新机具' }).getAttribute('href')).toBe(
      '/help/applyInstallPage',
    );
  });
});
