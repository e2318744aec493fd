import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryAddress } from '@merchant-h5/sdk';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { address } from '../testing/fixtures';
import { AddressForm } from './AddressForm';
import { TEST_AREAS } from '../../../testing/areas';

const server = envelopeServerPerTest();
const saves = () => server.requests.filter((r) => r.endpoint === 'integralEditAddress');

const areas = TEST_AREAS;

function serve() {
  server.on('onlineDeviceApplyAreaList', () => ({ data: { list: areas } }));
  server.on('integralEditAddress', ({ body }) => {
    const saved = { addressId: 'AD0002', ...(body as Omit<DeliveryAddress, 'addressId'>) };
    return { data: { address: saved, list: [saved] } };
  });
}

function renderForm(editing?: DeliveryAddress) {
  const onSaved = vi.fn();
  const result = renderWithStore(<AddressForm editing={editing} onSaved={onSaved} />, {
    baseUrl: server.baseUrl,
  });
  const form = within(screen.getByRole('form', { name: editing ? '编辑收货地址' : '新增收货地址' }));
  const select = (name: string) => form.getByRole('combobox', { name }) as HTMLSelectElement;
  return { ...result, form, select, onSaved };
}

describe('AddressForm', () => {
  it('shows an edited address’s area chosen in the picker, and saves the names of a new choice', async () => {
    serve();
    const { container, form, select, onSaved } = renderForm(address());
    await waitFor(() => expect(select('区县').value).toBe('310101'));
    await expectNoA11yViolations(container);
    expect(form.getByRole('group', { name: '所在地区' })).toBeTruthy();
    expect(select('省份').value).toBe('310000');
    expect(select('城市').value).toBe('310100');

    fireEvent.change(select('区县'), { target: { value: '310104' } });
    fireEvent.click(form.getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves()[0]?.body).toEqual({
      addressId: 'AD0001',
      name: '张三',
      phone: '13800138000',
      province: '上海市',
      city: '上海市',
      area: '徐汇区',
      detail: '南京东路 100 号',
    });
  });

  it('leaves the picker empty for names the list does not hold, and asks for the area again', async () => {
    serve();
    const stale = address({ province: '江苏省', city: '南京市', area: '玄武区' });
    const { container, form, select } = renderForm(stale);
    await form.findByRole('option', { name: '浙江省' });
    expect(select('省份').value).toBe('');
    expect(form.getByText('原地区“江苏省 南京市 玄武区”已不可选，请重新选择')).toBeTruthy();
    await expectNoA11yViolations(container);

    fireEvent.click(form.getByRole('button', { name: '保存地址' }));
    expect(document.getElementById('address-AD0001-area-message')?.textContent).toBe('请选择省份');
    expect(select('省份').getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);

    fireEvent.change(select('省份'), { target: { value: '330000' } });
    expect(document.getElementById('address-AD0001-area-message')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: '保存地址' }));
    expect(document.getElementById('address-AD0001-area-message')?.textContent).toBe('请选择城市');
    fireEvent.change(select('城市'), { target: { value: '330100' } });
    fireEvent.change(select('区县'), { target: { value: '330106' } });
    fireEvent.click(form.getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({ province: '浙江省', city: '杭州市', area: '西湖区' });
  });

  it('puts a refusal naming the district beside the picker', async () => {
    serve();
    server.on('integralEditAddress', () => ({ code: '1001', msg: '参数错误：area 该区县暂不配送' }));
    const { form, select } = renderForm(address());
    await waitFor(() => expect(select('区县').value).toBe('310101'));
    fireEvent.click(form.getByRole('button', { name: '保存地址' }));
    await waitFor(() =>
      expect(document.getElementById('address-AD0001-area-message')?.textContent).toBe('该区县暂不配送'),
    );
    for (const name of ['省份', '城市', '区县'])
      expect(select(name).getAttribute('aria-invalid')).toBe('true');
  });
});
