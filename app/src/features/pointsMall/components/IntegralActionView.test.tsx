import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AreaProvince, DeliveryAddress } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { address, detail, goods, mallAnswer, order } from '../testing/fixtures';
import { IntegralActionView } from './IntegralActionView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

function renderAction(commodityId?: string) {
  return renderWithStore(<IntegralActionView />, {
    baseUrl: server.baseUrl,
    path: `/integralManage/integralAction${commodityId ? `?commodityId=${commodityId}` : ''}`,
    pattern: paths.points.integralAction,
  });
}

const areas: AreaProvince[] = [
  {
    code: '330000',
    name: '浙江省',
    cities: [{ code: '330100', name: '杭州市', districts: [{ code: '330106', name: '西湖区' }] }],
  },
];

const virtualGood = detail({
  commodityId: 'C002',
  integralId: 'I002',
  name: '10 元话费充值',
  points: 1000,
  stock: 9999,
  isVirtual: true,
});

describe('IntegralActionView', () => {
  it('asks once in the sheet, showing the good, the points spent and what remains; 确认兑换 exchanges once however often it is tapped, then opens the order', async () => {
    server.on('integralDetail', () => ({ data: virtualGood }));
    server.on('integralExchange', () => ({
      data: {
        order: order({
          orderNo: 'IO1',
          commodityId: 'C002',
          status: '03',
          statusName: '已完成',
          address: null,
        }),
        balance: 4680,
        billId: 'PB1',
      },
    }));
    const { container, router } = renderAction('C002');
    await expectNoA11yViolations(container);
    const exchangeButton = await screen.findByRole('button', { name: '兑换' });
    expect(screen.getByTestId('points-balance').textContent).toBe('5,680');
    expect(screen.getByTestId('exchange-total').textContent).toBe('1,000');
    expect(screen.queryByRole('region', { name: '收货地址' })).toBeNull();
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(exchangeButton);
    const sheet = within(screen.getByRole('dialog', { name: '确认兑换' }));
    expect(sheet.getByTestId('confirm-goods').textContent).toBe('10 元话费充值 ×1');
    expect(sheet.getByTestId('confirm-points').textContent).toBe('1,000');
    expect(sheet.getByTestId('confirm-remaining').textContent).toBe('4,680');
    await expectNoA11yViolations(container);
    expect(calls('integralExchange')).toHaveLength(0);
    const button = sheet.getByRole('button', { name: '确认兑换' });
    server.hold();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.textContent).toBe('兑换中…');
    expect((exchangeButton as HTMLButtonElement).disabled).toBe(true);
    server.release();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.points.integralOrderIntro));
    expect(router.state.location.search).toBe('?orderNo=IO1');
    expect(calls('integralExchange')).toHaveLength(1);
    expect(calls('integralExchange')[0]?.body).toEqual({ commodityId: 'C002', count: 1 });
    expect(calls('integralExchange')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the count against the stock and the balance beside the field, sending nothing', async () => {
    server.on('integralDetail', () => ({ data: detail() }));
    const { container } = renderAction('C001');
    const count = await screen.findByLabelText('兑换数量');
    expect(screen.getByText('最多可兑换 4 件')).toBeTruthy();
    fireEvent.change(count, { target: { value: '5' } });
    expect(screen.getByTestId('exchange-total').textContent).toBe('6,000');
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('exchange-count-message')?.textContent).toBe(
      '积分不足，当前积分最多可兑换 4 件',
    );
    expect(count.getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '减少一件' }));
    expect((count as HTMLInputElement).value).toBe('4');
    expect(calls('integralExchange')).toHaveLength(0);
  });

  it("shows a refusal in the server's words, reloads the good, and a new tap is a new attempt", async () => {
    server.on('integralDetail', () => ({ data: detail() }));
    server.on('integralExchange', () => ({ code: '3002', msg: '积分不足，还差 2900 积分' }));
    const { container } = renderAction('C001');
    fireEvent.click(await screen.findByRole('button', { name: '兑换' }));
    fireEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    expect((await screen.findByTestId('exchange-failure')).textContent).toBe('积分不足，还差 2,900 积分');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls('integralDetail')).toHaveLength(2));
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    fireEvent.click(screen.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(calls('integralExchange')).toHaveLength(2));
    const [first, second] = calls('integralExchange');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(second?.body).toEqual({ commodityId: 'C001', count: 1, addressId: 'AD0001' });
  });

  it('adds an address (the mobile checked beside its field, nothing typed lost) and sends it with the exchange', async () => {
    let addresses: DeliveryAddress[] = [address()];
    server.on('integralDetail', () => ({ data: detail({ addresses }) }));
    server.on('integralEditAddress', ({ body }) => {
      const saved = { ...(body as Omit<DeliveryAddress, 'addressId'>), addressId: 'AD0002' };
      addresses = [saved, ...addresses];
      return { data: { address: saved, list: addresses } };
    });
    server.on('integralExchange', () => ({ data: { order: order(), balance: 4480, billId: 'PB2' } }));
    server.on('onlineDeviceApplyAreaList', () => ({ data: { list: areas } }));
    const { container, router } = renderAction('C001');
    const chooser = await screen.findByRole('region', { name: '收货地址' });
    expect((within(chooser).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(within(chooser).getByText('张三 138****8000')).toBeTruthy();
    fireEvent.click(within(chooser).getByRole('button', { name: '新增收货地址' }));
    const form = within(screen.getByRole('form', { name: '新增收货地址' }));
    const fill = (label: string, value: string) =>
      fireEvent.change(form.getByLabelText(label), { target: { value } });
    fill('收货人', '李四');
    fill('手机号', '2391234567');
    // Province, city and district are chosen from the area list (the address keeps their names).
    await form.findByRole('option', { name: '浙江省' });
    fill('省份', '330000');
    fill('城市', '330100');
    fill('区县', '330106');
    fill('详细地址', '文三路 1 号');
    fireEvent.click(form.getByRole('button', { name: '保存地址' }));
    expect(document.getElementById('address-new-phone-message')?.textContent).toBe(
      '手机号应为 1 开头的 11 位数字',
    );
    await expectNoA11yViolations(container);
    expect(calls('integralEditAddress')).toHaveLength(0);
    expect((form.getByLabelText('详细地址') as HTMLInputElement).value).toBe('文三路 1 号');

    fill('手机号', '13912345678');
    fireEvent.click(form.getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '新增收货地址' })).toBeNull());
    expect(calls('integralEditAddress')[0]?.body).toEqual({
      name: '李四',
      phone: '13912345678',
      province: '浙江省',
      city: '杭州市',
      area: '西湖区',
      detail: '文三路 1 号',
    });
    const chosen = await screen.findByRole('radio', { name: /李四 139\*\*\*\*5678/ });
    await waitFor(() => expect((chosen as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    const sheet = within(screen.getByRole('dialog', { name: '确认兑换' }));
    expect(sheet.getByTestId('confirm-goods').textContent).toBe('品牌保温杯 ×1');
    expect(sheet.getByTestId('confirm-address').textContent).toBe('寄至 李四 139****5678');
    expect(sheet.getByTestId('confirm-points').textContent).toBe('1,200');
    expect(sheet.getByTestId('confirm-remaining').textContent).toBe('4,480');
    fireEvent.click(sheet.getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.points.integralOrderIntro));
    expect(calls('integralExchange')[0]?.body).toEqual({
      commodityId: 'C001',
      count: 1,
      addressId: 'AD0002',
    });
  });

  it('opens the address form when there is none, and asks for one before exchanging', async () => {
    server.on('integralDetail', () => ({ data: detail({ addresses: [] }) }));
    const { container } = renderAction('C001');
    expect(await screen.findByRole('form', { name: '新增收货地址' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(screen.getByRole('alert').textContent).toBe('请先添加收货地址');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('integralExchange')).toHaveLength(0);
    await expectNoA11yViolations(container);
  });

  it('sends nothing when the sheet is closed with 取消 or Escape, and asks again at the next 兑换', async () => {
    server.on('integralDetail', () => ({ data: detail() }));
    renderAction('C001');
    fireEvent.change(await screen.findByLabelText('兑换数量'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    let sheet = within(screen.getByRole('dialog', { name: '确认兑换' }));
    expect(sheet.getByTestId('confirm-goods').textContent).toBe('品牌保温杯 ×2');
    expect(sheet.getByTestId('confirm-points').textContent).toBe('2,400');
    expect(sheet.getByTestId('confirm-remaining').textContent).toBe('3,280');
    fireEvent.click(sheet.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    sheet = within(screen.getByRole('dialog', { name: '确认兑换' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('integralExchange')).toHaveLength(0);
  });

  it('without a good, asks the merchant to choose one', async () => {
    server.on('integralMall', ({ body }) => ({ data: mallAnswer(goods, body) }));
    const { container } = renderAction();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('请先选择要兑换的商品');
    expect(await screen.findByText('品牌保温杯')).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
