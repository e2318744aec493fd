// /paid/members against a real local gateway (envelope server) and a fake host wallet: the bridge's
// and the mini program's calls are the host's, recorded; the pay flow itself is the real one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointResponse, NativeApi } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import type { HostContextValue } from '../../../lib/host/HostContext';
import { NO_PAY_HERE_TEXT } from '../../../lib/pay/useWalletPayment';
import { CANCELLED_TEXT } from '../../../lib/pay/walletOutcome';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { memberInfo, nonMember } from '../testing/fixtures';
import { AGREE_FIRST_TEXT, AGREE_TEXT } from './MemberBuyForm';
import { PaidMembersView } from './PaidMembersView';

const server = envelopeServerPerTest();
afterEach(() => sessionStorage.clear());

function memberOrder(years = 1): EndpointResponse<'payMemberAliOrderCreate'> {
  return {
    orderNo: `MO2026112900${years}`,
    amount: 99 * years,
    orderString: `out_trade_no=MO2026112900${years}&total_amount=${99 * years}.00&sign=x`,
    expireDate: '20271129',
    status: 'unpaid',
  };
}

/** A host wallet answering `codes` in turn (a promise: when the test says), recording what it was asked. */
function wallet(...codes: Array<string | Promise<string>>) {
  const asked: unknown[] = [];
  const native = {
    pay: async (opts: unknown) => {
      asked.push(opts);
      return { memo: '', result: '', resultStatus: await (codes.shift() ?? '9000') };
    },
  } as unknown as NativeApi;
  return { native, asked };
}

function renderBuy(host: Partial<HostContextValue>) {
  return renderWithStore(<PaidMembersView />, {
    baseUrl: server.baseUrl,
    pattern: paths.members.paidMembers,
    path: paths.members.paidMembers,
    host,
  });
}

const orders = () => server.requests.filter((r) => r.endpoint === 'payMemberAliOrderCreate');

describe('PaidMembersView', () => {
  it('offers a non-member the plans with their price and new expiry; the agreement is required first', async () => {
    server.on('memberBaseInfo', () => ({ data: nonMember }));
    server.on('payMemberAliOrderCreate', ({ body }) => ({ data: memberOrder(body.years) }));
    const { native, asked } = wallet('9000');
    const { container, router } = renderBuy({ native, accessContext: 'hostApp' });
    const plans = await screen.findByRole('group', { name: '开通套餐' });
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('member-state').textContent).toBe('未开通付费会员');
    const year = within(plans).getByRole('radio', { name: /^年卡/ });
    expect(year).toHaveProperty('checked', true);
    expect(within(plans).getAllByRole('radio')).toHaveLength(3);
    expect(year.closest('.mh-choice')?.textContent).toContain('¥99.00');
    expect(year.closest('.mh-choice')?.textContent).toContain('开通后有效期至 2027-11-29');
    expect(screen.getByTestId('member-new-expiry').textContent).toBe(
      '年卡 ¥99.00，开通后有效期至 2027-11-29',
    );
    expect(screen.getByText('会员费用一经支付不予退还。')).toBeTruthy();

    // Unchecked: the message beside the box, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: '立即开通 ¥99.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AGREE_FIRST_TEXT);
    const box = screen.getByRole('checkbox', { name: AGREE_TEXT });
    expect(box.getAttribute('aria-describedby')).toBe('member-agree-message');
    await expectNoA11yViolations(container);
    expect(orders()).toEqual([]);
    expect(asked).toEqual([]);

    fireEvent.click(box);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即开通 ¥99.00' }));
    await screen.findByTestId('elsewhere');
    expect(orders().map((r) => r.body)).toEqual([{ years: 1 }]);
    expect(asked).toEqual([{ channel: 'alipay', orderInfo: memberOrder(1).orderString }]);
    expect(router.state.location.pathname).toBe(paths.members.buyMembers);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      orderNo: memberOrder(1).orderNo,
      outcome: 'paid',
    });
  });

  it('a double tap opens one order and pays it once', async () => {
    server.on('memberBaseInfo', () => ({ data: nonMember }));
    server.on('payMemberAliOrderCreate', ({ body }) => ({ data: memberOrder(body.years) }));
    let answer: (code: string) => void = () => undefined;
    const { native, asked } = wallet(new Promise<string>((resolve) => (answer = resolve)));
    renderBuy({ native, accessContext: 'hostApp' });
    fireEvent.click(await screen.findByRole('checkbox', { name: AGREE_TEXT }));
    const button = screen.getByRole('button', { name: '立即开通 ¥99.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('button', { name: '支付中…' });
    await waitFor(() => expect(asked).toHaveLength(1));
    answer('9000');
    await screen.findByTestId('elsewhere');
    expect(orders()).toHaveLength(1);
    expect(orders()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a member renews: the plan chosen is the one ordered, and its expiry runs on from the current one', async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    server.on('payMemberAliOrderCreate', ({ body }) => ({ data: memberOrder(body.years) }));
    const { native, asked } = wallet('6001', '9000');
    const { container } = renderBuy({ native, accessContext: 'hostApp' });
    const plans = await screen.findByRole('group', { name: '续费套餐' });
    expect(screen.getByTestId('member-state').textContent).toBe('会员有效期至 2027-10-20');
    fireEvent.click(within(plans).getByRole('radio', { name: /两年卡/ }));
    expect(screen.getByTestId('member-new-expiry').textContent).toBe(
      '两年卡 ¥198.00，续费后有效期至 2029-10-20',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: AGREE_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: '立即续费 ¥198.00' }));
    // Cancelled in the wallet: said beside the button, nothing charged; the retry pays the same order.
    expect((await screen.findByRole('alert')).textContent).toBe(CANCELLED_TEXT);
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await screen.findByTestId('elsewhere');
    expect(orders().map((r) => r.body)).toEqual([{ years: 2 }, { years: 2 }]);
    expect(new Set(orders().map((r) => r.idempotencyKey)).size).toBe(1);
    expect(asked).toHaveLength(2);
  });

  it('in the mini program, opens the order and hands it to the pay page by its number', async () => {
    server.on('memberBaseInfo', () => ({ data: nonMember }));
    server.on('payMemberAliOrderCreate', ({ body }) => ({ data: memberOrder(body.years) }));
    const miniProgram = {
      navigateBack: vi.fn(() => Promise.resolve()),
      navigateTo: vi.fn(() => Promise.resolve()),
    };
    renderBuy({ miniProgram, accessContext: 'miniProgram' });
    fireEvent.click(await screen.findByRole('checkbox', { name: AGREE_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: '立即开通 ¥99.00' }));
    await waitFor(() => expect(miniProgram.navigateTo).toHaveBeenCalledTimes(1));
    expect(miniProgram.navigateTo).toHaveBeenCalledWith({
      url: `/pages/pay/index?orderNo=${memberOrder(1).orderNo}`,
    });
    expect(orders()).toHaveLength(1);
  });

  it('where nothing can pay (a browser, the official account), says so and opens no order', async () => {
    server.on('memberBaseInfo', () => ({ data: nonMember }));
    const { container } = renderBuy({});
    expect((await screen.findByTestId('member-no-pay')).textContent).toBe(NO_PAY_HERE_TEXT);
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('button', { name: /立即开通/ })).toBeNull();
    expect(orders()).toEqual([]);
  });

  it('while the last payment is being confirmed, leads to its result instead of a second order', async () => {
    server.on('memberBaseInfo', () => ({
      data: {
        ...nonMember,
        lastOrder: {
          orderNo: 'MO20261129001',
          years: 1,
          amount: 99,
          status: 'paying',
          expireDate: '20271129',
          payTime: null,
          renewal: false,
        },
      },
    }));
    renderBuy({ native: wallet().native, accessContext: 'hostApp' });
    const link = await screen.findByRole('link', { name: /查看支付结果/ });
    expect(link.getAttribute('href')).toBe('/buy/members?orderNo=MO20261129001');
    expect(screen.queryByRole('button', { name: /立即开通/ })).toBeNull();
  });

  it('offers 重试 when the membership fails to load', async () => {
    let fail = true;
    server.on('memberBaseInfo', () => (fail ? { status: 500 } : { data: nonMember }));
    const { container } = renderBuy({ native: wallet().native, accessContext: 'hostApp' });
    expect((await screen.findByRole('alert')).textContent).toContain('错误码 500');
    await expectNoA11yViolations(container);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('group', { name: '开通套餐' });
  });
});
