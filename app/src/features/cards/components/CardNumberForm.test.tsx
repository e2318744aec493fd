import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NativeApi } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { supportBankList } from '../testing/fixtures';
import { CardNumberForm } from './CardNumberForm';

const server = envelopeServerPerTest();
const field = () => screen.getByRole('textbox', { name: '银行卡号' });

describe('CardNumberForm', () => {
  it('tells bank and kind from the prefix; the next step carries a reference, never the number', async () => {
    server.on('quickCardPayListSupportBank', () => ({ data: supportBankList }));
    const { container, router, store } = renderWithStore(<CardNumberForm />, {
      baseUrl: server.baseUrl,
      pattern: paths.payments.addCardStep1,
      path: paths.payments.addCardStep1,
    });
    const next = await screen.findByRole('button', { name: '下一步' });
    await expectNoA11yViolations(container);

    fireEvent.click(next);
    expect(screen.getByText('请输入银行卡号')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/others/addCard/step1');

    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '6200001234567892' } });
    fireEvent.blur(field());
    fireEvent.click(next);
    expect(await screen.findByText('暂不支持该银行卡，请查看下方支持的银行')).toBeTruthy();

    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '6225881234567898' } });
    fireEvent.blur(field());
    expect(screen.getByText('招商银行 · 储蓄卡')).toBeTruthy();
    await expectNoA11yViolations(container);
    fireEvent.click(next);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/others\/addCard\/step2\/[a-z0-9]{12}\/DC$/),
    );
    expect(router.state.location.pathname).not.toContain('6225881234567898');
    const ref = router.state.location.pathname.split('/')[4]!;
    expect(store.getState().cardBinding?.cards[ref]).toMatchObject({
      cardNo: '6225881234567898',
      bankCode: '0308',
    });
  });

  it("reads a credit card with the host's OCR", async () => {
    server.on('quickCardPayListSupportBank', () => ({ data: supportBankList }));
    const scanBankCard = () =>
      Promise.resolve({
        errorCode: '0000',
        cardNumber: '4367421234567896',
        bankName: '',
        bankCode: '',
        cardType: 'CC',
      });
    const { container, router } = renderWithStore(<CardNumberForm />, {
      baseUrl: server.baseUrl,
      host: { native: { scanBankCard } as unknown as NativeApi },
      pattern: paths.payments.addCardStep1,
      path: paths.payments.addCardStep1,
    });
    fireEvent.click(await screen.findByRole('button', { name: '识别银行卡' }));
    expect(await screen.findByText('中国建设银行 · 信用卡')).toBeTruthy();
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/CC$/));
  });
});
