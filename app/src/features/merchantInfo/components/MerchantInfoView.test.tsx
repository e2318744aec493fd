import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TouchMerchant } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { TEST_AREAS } from '../../../testing/areas';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { MerchantInfoView } from './MerchantInfoView';

const server = envelopeServerPerTest();
const MCC = [
  { mccCd: '5411', mccValue: '超市、便利店', category: '零售' },
  { mccCd: '5812', mccValue: '餐馆', category: '餐饮' },
];

/** touch/* as the simulator answers them, over a list the test holds. */
function serveTouch(records: TouchMerchant[]) {
  server.on('onlineDeviceApplyAreaList', () => ({ data: { list: TEST_AREAS } }));
  server.on('touchQueryAddInit', () => ({
    data: {
      mccList: MCC,
      provinces: [{ code: '310000', name: '上海市' }],
      defaults: { regProvCd: '310000', mccCd: '5411' },
    },
  }));
  server.on('touchQueryMcc', () => ({ data: { list: MCC } }));
  server.on('touchQueryMerchantInfo', ({ body }) => {
    if (!body.id)
      return { data: { list: records, total: records.length, merchantNo: 'M1', merchantName: '幸福便利店' } };
    const found = records.find((r) => r.id === body.id);
    return found ? { data: found } : { code: '1004', msg: '商户不存在' };
  });
  server.on('touchAdd', ({ body }) => {
    const mccValue = MCC.find((m) => m.mccCd === body.mccCd)?.mccValue ?? '';
    const record: TouchMerchant = {
      contactName: '',
      mccCd: '',
      provinceCode: '',
      cityCode: '',
      districtCode: '',
      address: '',
      ...body,
      mccValue,
      id: `TM${records.length + 1}`,
      autoImport: '1',
      createTime: '2026-11-29 10:00:00',
    };
    records.unshift(record);
    return { data: record };
  });
  server.on('touchUpdate', ({ body }) => {
    const record = records.find((r) => r.id === body.id)!;
    Object.assign(record, body);
    return { data: record };
  });
}

/** A record saved on an earlier visit; a fresh copy each time, since touchUpdate changes it in place. */
const savedRecord = (): TouchMerchant => ({
  id: 'TM1',
  merchantName: '隔壁水果店',
  phone: '13900001111',
  contactName: '王芳',
  mccCd: '5411',
  mccValue: '超市、便利店',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310101',
  address: '南京东路 100 号',
  autoImport: '1',
  createTime: '2026-11-28 10:00:00',
});

const renderAt = (path: string) =>
  renderWithStore(<MerchantInfoView />, { baseUrl: server.baseUrl, pattern: paths.tasks.touchIndex, path });

async function fillRest() {
  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '王芳' } });
  // The area tree loads beside the form: the province's cities are listed once it is in.
  await waitFor(() =>
    expect(screen.getByLabelText('城市').querySelectorAll('option').length).toBeGreaterThan(1),
  );
  fireEvent.change(screen.getByLabelText('城市'), { target: { value: '310100' } });
  fireEvent.change(screen.getByLabelText('区县'), { target: { value: '310101' } });
  fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '南京东路 100 号' } });
}

describe('MerchantInfoView', () => {
  it('prefills the form from the server, says a bad field beside it, saves once on a double tap and shows what was saved', async () => {
    const records: TouchMerchant[] = [];
    serveTouch(records);
    const { container } = renderAt('/touch/index');
    const name = await screen.findByLabelText<HTMLInputElement>('店铺名称');
    expect(name.value).toBe('幸福便利店');
    expect(screen.getByRole('button', { name: '经营类目' }).textContent).toBe('超市、便利店');
    await expectNoA11yViolations(container);

    fireEvent.change(screen.getByLabelText('联系手机号'), { target: { value: '2390000111' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByText('手机号应为 1 开头的 11 位数字')).id).toBe('touch-phone-message');
    expect(screen.getByLabelText('联系手机号').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('请输入联系人姓名')).toBeTruthy();
    expect(server.requests.some((r) => r.endpoint === 'touchAdd')).toBe(false);
    await expectNoA11yViolations(container);

    fireEvent.change(screen.getByLabelText('联系手机号'), { target: { value: '13900001111' } });
    await fillRest();
    expect(name.value).toBe('幸福便利店');
    const save = screen.getByRole('button', { name: '保存' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('商户资料已保存')).toBeTruthy();
    const adds = server.requests.filter((r) => r.endpoint === 'touchAdd');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.idempotencyKey).toBeTruthy();
    expect(adds[0]?.body).toEqual({
      merchantName: '幸福便利店',
      contactName: '王芳',
      phone: '13900001111',
      mccCd: '5411',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310101',
      address: '南京东路 100 号',
    });
    const saved = screen.getByRole('region', { name: '幸福便利店' });
    expect(within(saved).getByText('139****1111')).toBeTruthy();
    expect(within(saved).getByText('上海市 黄浦区')).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('keeps everything typed after a refusal and saves on the retry with the same key', async () => {
    const records: TouchMerchant[] = [];
    serveTouch(records);
    renderAt('/touch/index');
    await screen.findByLabelText('店铺名称');
    fireEvent.change(screen.getByLabelText('联系手机号'), { target: { value: '13900001111' } });
    await fillRest();
    server.on('touchAdd', () => ({ code: '3005', msg: '系统繁忙，请稍后再试' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByLabelText<HTMLInputElement>('详细地址').value).toBe('南京东路 100 号');
    serveTouch(records);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('商户资料已保存')).toBeTruthy();
    const keys = server.requests.filter((r) => r.endpoint === 'touchAdd').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('opens one record to edit with /touch/index/edit/{id} and saves the change through touchUpdate', async () => {
    serveTouch([savedRecord()]);
    const { container } = renderAt('/touch/index/edit/TM1');
    const name = await screen.findByLabelText<HTMLInputElement>('店铺名称');
    expect(name.value).toBe('隔壁水果店');
    await expectNoA11yViolations(container);
    fireEvent.change(name, { target: { value: '隔壁水果店（新）' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('商户资料已保存')).toBeTruthy();
    expect(server.requests.find((r) => r.endpoint === 'touchUpdate')?.body).toMatchObject({
      id: 'TM1',
      merchantName: '隔壁水果店（新）',
    });
    expect(screen.getByRole('region', { name: '隔壁水果店（新）' })).toBeTruthy();
  });

  it('shows the saved records on the next visit, each with a way to change it, and the manual import', async () => {
    serveTouch([savedRecord()]);
    const { container } = renderAt('/touch/index');
    const saved = await screen.findByRole('region', { name: '隔壁水果店' });
    expect(within(saved).getByText('南京东路 100 号')).toBeTruthy();
    expect(within(saved).getByText('139****1111')).toBeTruthy();
    expect(within(saved).getByRole('link', { name: '修改 隔壁水果店' }).getAttribute('href')).toBe(
      '/touch/index/edit/TM1',
    );
    expect(screen.getByRole('link', { name: '手动添加商户' }).getAttribute('href')).toBe(
      '/touch/nonAutoImport',
    );
    expect(screen.queryByRole('form')).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('says a failed load with a way to try again', async () => {
    serveTouch([]);
    server.on('touchQueryAddInit', () => ({ code: '3005', msg: '系统繁忙' }));
    renderAt('/touch/index');
    expect(await screen.findByRole('button', { name: /重试|重新加载/ })).toBeTruthy();
  });
});
