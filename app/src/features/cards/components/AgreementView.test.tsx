import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { rememberCard } from '../state/cardBindingSlice';
import { supportBankList } from '../testing/fixtures';
import { AgreementView } from './AgreementView';

const server = envelopeServerPerTest();

describe('AgreementView', () => {
  it('shows the agreement sanitised and accepts it for the card being bound', async () => {
    server.on('quickCardPayListSupportBank', () => ({ data: supportBankList }));
    const view = renderWithStore(<AgreementView cardRef="ref000000001" />, { baseUrl: server.baseUrl });
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
    expect(await screen.findByRole('heading', { name: '《快捷支付服务协议》' })).toBeTruthy();
    await expectNoA11yViolations(view.container);
    expect(view.container.innerHTML).not.toContain('onerror');
    expect((window as { __cardsXss?: number }).__cardsXss).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '同意并返回' }));
    await waitFor(() => expect(view.store.getState().cardBinding?.cards.ref000000001?.agreed).toBe(true));
  });
});
