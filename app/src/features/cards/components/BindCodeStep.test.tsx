import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { actionScope, keepPending } from '../../../lib/pendingActions';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { orderOpened, rememberCard } from '../state/cardBindingSlice';
import { card, supportBankList } from '../testing/fixtures';
import { BindCodeStep, RELOADED_TEXT } from './BindCodeStep';
import { LOST_CARD_TEXT } from './LostCard';

const server = envelopeServerPerTest();

describe('BindCodeStep', () => {
  it('says a wrong code beside the field, binds with the right one, and counts down to the next code', async () => {
    server.on('quickCardPayListSupportBank', () => ({ data: supportBankList }));
    server.on('quickCardPayBindVerify', (r) =>
      r.body.smsCode === '123456'
        ? { data: { bindStatus: '1', card: card({ cardId: 'CARD9', isSettlement: false }) } }
        : { code: '3008', msg: '验证码错误，请重新输入' },
    );
    const view = renderWithStore(
      <BindCodeStep cardRef="ref000000001" orderNo="BD1" phoneMask="138****8000" />,
      {
        baseUrl: server.baseUrl,
        pattern: paths.payments.addCardStep3,
        path: '/others/addCard/step3/ref000000001/138****8000/BD1',
      },
    );
    act(() => {
      view.store.dispatch(
        rememberCard({
          ref: 'ref000000001',
          cardNo: '6225881234567898',
          cardType: 'DC',
          bankCode: '0308',
          bankName: '招商银行',
        }),
      );
    });
    act(() => {
      view.store.dispatch(
        orderOpened({
          orderNo: 'BD1',
          ref: 'ref000000001',
          phone: '13800138000',
          phoneMask: '138****8000',
          resendAt: Date.now() + 42_000,
        }),
      );
    });
    const code = await screen.findByLabelText('短信验证码');
    await expectNoA11yViolations(view.container);
    expect(screen.getByText('验证码已发送至 138****8000')).toBeTruthy();
    // The count starts from the deadline in the store (42 s), not from 60.
    const resend = screen.getByRole('button', { name: /^\d+ 秒后重新发送$/ });
    const left = Number(/\d+/.exec(resend.textContent ?? '')![0]);
    expect(left).toBeGreaterThan(30);
    expect(left).toBeLessThanOrEqual(42);
    expect(resend).toHaveProperty('disabled', true);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.adm-toast-main')).toBeNull();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?cardId=CARD9'));
    expect(view.store.getState().cardBinding?.cards).toEqual({});
  });

  // A reload forgets the card; the order and the mask are in the address. The verify sent before it
  // may have bound the card with its answer lost: the same key asks the server what became of it.
  it('after a reload keeps the code form for the order in the address and verifies with the pending key', async () => {
    server.on('quickCardPayBindVerify', () => ({
      data: { bindStatus: '1', card: card({ cardId: 'CARD7', isSettlement: false }) },
    }));
    keepPending(actionScope('verify'), 'key-before-reload');
    const view = renderWithStore(
      <BindCodeStep cardRef="ref000000001" orderNo="BD1" phoneMask="138****8000" />,
      {
        baseUrl: server.baseUrl,
        pattern: paths.payments.addCardStep3,
        path: '/others/addCard/step3/ref000000001/138****8000/BD1',
      },
    );
    const code = await screen.findByLabelText('短信验证码');
    await expectNoA11yViolations(view.container);
    expect(screen.getByRole('status').textContent).toBe(RELOADED_TEXT);
    expect(screen.getByText('验证码已发送至 138****8000')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?cardId=CARD7'));
    expect(view.router.state.location.pathname).toBe('/UnionPayCardBindResult');
    const verified = server.requests.filter((r) => r.endpoint === 'quickCardPayBindVerify');
    expect(verified).toHaveLength(1);
    expect(verified[0]?.body).toMatchObject({ orderNo: 'BD1', smsCode: '123456' });
    expect(verified[0]?.idempotencyKey).toBe('key-before-reload');
  });

  it('after a reload sends the merchant to step 1 for another code, saying the card is typed again', async () => {
    const view = renderWithStore(
      <BindCodeStep cardRef="ref000000001" orderNo="BD1" phoneMask="138****8000" />,
      {
        baseUrl: server.baseUrl,
        pattern: paths.payments.addCardStep3,
        path: '/others/addCard/step3/ref000000001/138****8000/BD1',
      },
    );
    const resend = await screen.findByRole('button', { name: '重新发送' });
    await expectNoA11yViolations(view.container);
    fireEvent.click(resend);
    // The toast's words reach screen readers through the toaster's live region.
    expect((await screen.findAllByText('请重新输入卡号后获取验证码')).length).toBeGreaterThan(0);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/others/addCard/step1'));
    expect(server.requests.filter((r) => r.endpoint === 'quickCardPayBindCard')).toHaveLength(0);
  });

  it('asks for the card number when the address names no order', async () => {
    const view = renderWithStore(<BindCodeStep cardRef="ref000000001" phoneMask="138****8000" />, {
      baseUrl: server.baseUrl,
      pattern: paths.payments.addCardStep3,
      path: '/others/addCard/step3/ref000000001',
    });
    expect(await screen.findByText(LOST_CARD_TEXT)).toBeTruthy();
    await expectNoA11yViolations(view.container);
    expect(screen.queryByLabelText('短信验证码')).toBeNull();
  });
});
