import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NativeApi } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { application, areas, device, deviceTypes } from '../testing/fixtures';
import { ReplaceDeviceForm } from './ReplaceDeviceForm';

const server = envelopeServerPerTest();

describe('ReplaceDeviceForm', () => {
  it('asks for a photo of the fault and keeps the chosen terminal from the address', async () => {
    server.on('deviceDeviceType', () => ({ data: { list: deviceTypes, devices: [device(1), device(2)] } }));
    server.on('onlineDeviceApplyAreaList', () => ({ data: { list: areas } }));
    server.on('deviceReplace', () => ({ data: application({ kind: 'replace' }) }));
    const chooseImage = () => Promise.resolve({ images: [] });
    const { container } = renderWithStore(<ReplaceDeviceForm deviceId="D00002" />, {
      baseUrl: server.baseUrl,
      pattern: paths.help.replaceDeviceApply,
      path: paths.help.replaceDeviceApply,
      host: { native: { chooseImage } as unknown as NativeApi },
    });
    const select = (await screen.findByRole('combobox', { name: '要更换的机具' })) as HTMLSelectElement;
    await expectNoA11yViolations(container);
    expect(select.value).toBe('D00002');
    fireEvent.click(screen.getByRole('button', { name: '提交换机申请' }));
    expect(screen.getByText('请至少上传一张故障照片')).toBeTruthy();
    expect(screen.getByText('请选择故障原因')).toBeTruthy();
    await waitFor(() => expect(server.requests.some((r) => r.endpoint === 'deviceReplace')).toBe(false));
  });
});
