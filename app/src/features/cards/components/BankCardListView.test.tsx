import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { card } from '../testing/fixtures';
import { BankCardListView } from './BankCardListView';

const server = envelopeServerPerTest();

describe('BankCardListView', () => {
  it('shows the settlement card and the bound cards masked, with their banks', async () => {
    const settlement = card();
    const bound = card({
      cardId: 'C2',
      cardNo: '622588******7898',
      bankName: '招商银行',
      isSettlement: false,
    });
    server.on('merchantAccessGetSettlementCard', () => ({
      data: { settlementCard: settlement, cards: [settlement, bound] },
    }));
    const { container } = renderWithStore(<BankCardListView />, { baseUrl: server.baseUrl });
    expect((await screen.findByTestId('settlement-card-no')).textContent).toBe('6222 0*** **** ***0 123');
    await expectNoA11yViolations(container);
    const rows = screen.getByRole('list', { name: '已绑定的银行卡' }).querySelectorAll('li');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toBe('招商银行储蓄卡6225 **** **** 7898');
    expect(screen.getByRole('button', { name: '更换结算卡' })).toBeTruthy();
  });

  it('says what to do when there is no card, and checks a settlement change before sending it', async () => {
    server.on('merchantAccessGetSettlementCard', () => ({ data: { settlementCard: null, cards: [] } }));
    server.on('bankQueryBank', () => ({ data: { list: [] } }));
    server.on('bankQueryProv', () => ({ data: { list: [] } }));
    const { container } = renderWithStore(<BankCardListView />, { baseUrl: server.baseUrl });
    expect(await screen.findByText(/还没有绑定快捷支付银行卡/)).toBeTruthy();
    expect(screen.getByText(/尚未设置结算卡/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '添加银行卡' }).getAttribute('href')).toBe(
      '/others/addCard/step1',
    );
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '设置结算卡' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认更换' }));
    expect(screen.getByText('请输入银行卡号')).toBeTruthy();
    expect(screen.getByText('请选择开户银行')).toBeTruthy();
    expect(screen.getByText('请选择开户支行')).toBeTruthy();
    await expectNoA11yViolations(container);
    await waitFor(() => expect(server.requests.some((r) => r.endpoint === 'setBankUpdate')).toBe(false));
  });
});
