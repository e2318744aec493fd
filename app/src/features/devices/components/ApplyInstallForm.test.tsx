import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { application, areas, deviceTypes, infoOnFile } from '../testing/fixtures';
import { ApplyInstallForm } from './ApplyInstallForm';

const server = envelopeServerPerTest();

function serve() {
  server.on('deviceDeviceType', () => ({ data: { list: deviceTypes, devices: [] } }));
  server.on('onlineDeviceApplyAreaList', () => ({ data: { list: areas } }));
  server.on('onlineDeviceApplyServiceVerify', ({ body }) => ({
    data: {
      areaCode: body.areaCode ?? '',
      serviceable: true,
      serviceProvider: '上海星链服务商',
      servicePhone: '4008000000',
    },
  }));
}

async function fill(phone: string) {
  fireEvent.click(await screen.findByRole('radio', { name: /电签 POS/ }));
  fireEvent.change(screen.getByRole('combobox', { name: '省份' }), { target: { value: '310000' } });
  fireEvent.change(screen.getByRole('combobox', { name: '城市' }), { target: { value: '310100' } });
  fireEvent.change(screen.getByRole('combobox', { name: '区县' }), { target: { value: '310101' } });
  fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '南京东路 100 号' } });
  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '张伟' } });
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
}

const render = () =>
  renderWithStore(<ApplyInstallForm />, {
    baseUrl: server.baseUrl,
    pattern: paths.help.applyInstallPage,
    path: paths.help.applyInstallPage,
  });

describe('ApplyInstallForm', () => {
  it('starts from the business address on file, which the merchant may change', async () => {
    serve();
    server.on('merchantAccessGetAuthentication', () => ({
      data: infoOnFile({
        businessInfo: {
          address: '上海市黄浦区南京东路 100 号',
          regProvCd: '310000',
          regCityCd: '310100',
          regDistCd: '310101',
        },
      }),
    }));
    render();
    const street = (await screen.findByLabelText('详细地址')) as HTMLInputElement;
    await waitFor(() => expect(street.value).toBe('南京东路 100 号'));
    expect((screen.getByRole('combobox', { name: '区县' }) as HTMLSelectElement).value).toBe('310101');
    fireEvent.change(street, { target: { value: '南京东路 200 号' } });
    expect(street.value).toBe('南京东路 200 号');
  });

  it('offers the contact on file, masked, sends only that it is the one on file, and lets another be typed', async () => {
    serve();
    server.on('merchantAccessGetAuthentication', () => ({
      data: infoOnFile({ legalPersonInfo: { identityName: '*伟', mblNo: '138****8000' } }),
    }));
    server.on('deviceApply', () => ({ data: application() }));
    const { container, router } = render();
    const onFile = await screen.findByRole('region', { name: '登记的联系人' });
    expect(onFile.textContent).toContain('联系人：*伟');
    expect(onFile.textContent).toContain('手机号：138****8000');
    expect(screen.queryByLabelText('手机号')).toBeNull();
    await expectNoA11yViolations(container);

    fireEvent.click(screen.getByRole('button', { name: '填写其他联系人' }));
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '李' } });
    fireEvent.click(screen.getByRole('button', { name: '使用登记的联系人' }));
    fireEvent.click(screen.getByRole('button', { name: '填写其他联系人' }));
    expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('李');
    fireEvent.click(screen.getByRole('button', { name: '使用登记的联系人' }));

    fireEvent.click(screen.getByRole('radio', { name: /电签 POS/ }));
    fireEvent.change(screen.getByRole('combobox', { name: '省份' }), { target: { value: '310000' } });
    fireEvent.change(screen.getByRole('combobox', { name: '城市' }), { target: { value: '310100' } });
    fireEvent.change(screen.getByRole('combobox', { name: '区县' }), { target: { value: '310101' } });
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '南京东路 100 号' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.help.applySucessPage));
    expect(server.requests.find((r) => r.endpoint === 'deviceApply')?.body).toEqual({
      deviceType: '03',
      contactOnFile: true,
      address: '上海市 黄浦区 南京东路 100 号',
      areaCode: '310101',
    });
  });

  it('tells a bad mobile number beside its field and keeps everything typed', async () => {
    serve();
    const { container } = render();
    await fill('2380013800');
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    const phone = screen.getByLabelText('手机号');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      '请输入 1 开头的 11 位手机号',
    );
    expect((screen.getByLabelText('详细地址') as HTMLInputElement).value).toBe('南京东路 100 号');
    expect(await screen.findByText(/由上海星链服务商上门安装/)).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(server.requests.some((r) => r.endpoint === 'deviceApply')).toBe(false);
  });

  it('says what is missing without sending anything', async () => {
    serve();
    render();
    fireEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请选择机具类型')).toBeTruthy();
    expect(screen.getByText('请选择省、市、区')).toBeTruthy();
    expect(screen.getByText('请填写手机号')).toBeTruthy();
  });

  it('applies once for a double tap and goes on to the success page with the application', async () => {
    serve();
    server.on('deviceApply', () => ({ data: application() }));
    const { router } = render();
    await fill('13800138000');
    const submit = screen.getByRole('button', { name: '提交申请' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.help.applySucessPage));
    expect(router.state.location.search).toBe('?id=DA202611220001');
    const applies = server.requests.filter((r) => r.endpoint === 'deviceApply');
    expect(applies).toHaveLength(1);
    expect(applies[0]?.body).toEqual({
      deviceType: '03',
      contactName: '张伟',
      contactPhone: '13800138000',
      address: '上海市 黄浦区 南京东路 100 号',
      areaCode: '310101',
    });
  });

  it('a refused submit can be sent again with nothing retyped', async () => {
    serve();
    let calls = 0;
    server.on('deviceApply', () =>
      ++calls === 1 ? { code: '3005', msg: '该地区暂未开通装机服务' } : { data: application() },
    );
    const { router } = render();
    await fill('13800138000');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '提交申请' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.help.applySucessPage));
  });

  it('a retry keeps the key; a form changed after a refusal gets a new one (the server refuses a reused key)', async () => {
    serve();
    server.on('deviceApply', () => ({ code: '3005', msg: '该地区暂未开通装机服务' }));
    render();
    await fill('13800138000');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    const sent = () => server.requests.filter((r) => r.endpoint === 'deviceApply');
    const ready = () =>
      waitFor(() =>
        expect(screen.getByRole('button', { name: '提交申请' })).toHaveProperty('disabled', false),
      );
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    await ready();
    submit();
    await waitFor(() => expect(sent()).toHaveLength(2));
    await ready();
    fireEvent.change(screen.getByLabelText('详细地址'), { target: { value: '南京东路 200 号' } });
    submit();
    await waitFor(() => expect(sent()).toHaveLength(3));
    const [first, retry, changed] = sent().map((r) => r.idempotencyKey);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });
});
