import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { rememberCard } from '../state/cardBindingSlice';
import { card, supportBankList } from '../testing/fixtures';
import { BindHolderStep } from './BindHolderStep';

const server = envelopeServerPerTest();

function renderStep(cardType: 'DC' | 'CC', cardNo: string) {
  server.on('quickCardPayListSupportBank', () => ({ data: supportBankList }));
  const view = renderWithStore(<BindHolderStep cardRef="ref000000001" />, {
    baseUrl: server.baseUrl,
    pattern: paths.payments.addCardStep2,
    path: `/others/addCard/step2/ref000000001/${cardType}`,
  });
  act(() => {
    view.store.dispatch(
      rememberCard({ ref: 'ref000000001', cardNo, cardType, bankCode: '0308', bankName: '招商银行' }),
    );
  });
  return view;
}

const binds = () => server.requests.filter((r) => r.endpoint === 'quickCardPayBindCard');

describe('BindHolderStep', () => {
  it('asks for the mobile and the agreement, then opens the binding once however often it is tapped', async () => {
    server.on('quickCardPayBindCard', () => ({
      data: {
        orderNo: 'BD1',
        bindStatus: '0',
        card: card({ isSettlement: false }),
        phoneMask: '138****8000',
        resendAfter: 60,
      },
    }));
    const { container, router } = renderStep('DC', '6225881234567898');
    const submit = await screen.findByRole('button', { name: '获取验证码' });
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('bind-card').textContent).toBe('招商银行 储蓄卡 6225 **** **** 7898');
    expect(screen.queryByLabelText('安全码（CVN2）')).toBeNull();

    fireEvent.change(screen.getByLabelText('银行预留手机号'), { target: { value: '2380013800' } });
    fireEvent.click(submit);
    expect(screen.getByText('手机号应为 1 开头的 11 位数字')).toBeTruthy();
    expect(screen.getByText('请先阅读并同意《快捷支付服务协议》')).toBeTruthy();
    await expectNoA11yViolations(container);

    fireEvent.change(screen.getByLabelText('银行预留手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/others/addCard/step3/ref000000001/138****8000/BD1'),
    );
    expect(binds()).toHaveLength(1);
    expect(binds()[0]!.body).toMatchObject({
      cardNo: '6225881234567898',
      phone: '13800138000',
      agreementCode: 'QUICKPAY-2024',
    });
  });

  it("asks a credit card for CVN2 and expiry and shows the server's refusal beside its field", async () => {
    server.on('quickCardPayBindCard', () => ({ code: '1001', msg: '参数错误：expiryDate 有效期不正确' }));
    const { container } = renderStep('CC', '4367421234567896');
    const submit = await screen.findByRole('button', { name: '获取验证码' });
    fireEvent.change(screen.getByLabelText('银行预留手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(submit);
    expect(screen.getByText('请输入卡背面的 3 位安全码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('安全码（CVN2）'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('有效期（月/年）'), { target: { value: '1299' } });
    expect((screen.getByLabelText('有效期（月/年）') as HTMLInputElement).value).toBe('12/99');
    fireEvent.click(submit);
    expect(await screen.findByText('有效期不正确')).toBeTruthy();
    expect(binds()[0]!.body).toMatchObject({ cvn2: '123', expiryDate: '1299', cardType: 'CC' });
    await expectNoA11yViolations(container);
  });

  it('asks for the number again when the reference is not in memory', async () => {
    server.on('quickCardPayListSupportBank', () => ({ data: supportBankList }));
    const { container } = renderWithStore(<BindHolderStep cardRef="gone00000000" />, {
      baseUrl: server.baseUrl,
    });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('需要重新输入卡号'),
    );
    expect(await screen.findByRole('textbox', { name: '银行卡号' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
