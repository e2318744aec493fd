// /buy/members against a real local gateway (envelope server): the screen follows the order through
// memberBaseInfo.lastOrder and never says "not charged" while the server has not confirmed it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberOrderView } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { memberInfo, nonMember } from '../testing/fixtures';
import { MemberBuyResultView } from './MemberBuyResultView';

const server = envelopeServerPerTest();

// Asking every 150 ms instead of every 1.5 s: the same screen, a tenth of the wait.
const POLL_MS = 150;

const ORDER_NO = 'MO20261129001';

function order(status: MemberOrderView['status'], renewal = false): MemberOrderView {
  return {
    orderNo: ORDER_NO,
    years: 1,
    amount: 99,
    status,
    expireDate: '20271129',
    payTime: status === 'paid' ? '2026-11-29 10:00:00' : null,
    renewal,
  };
}

/** The membership as the server holds it with `lastOrder` in `status` (paid: a member until its expiry). */
function withOrder(status: MemberOrderView['status'] | null) {
  if (status === 'paid')
    return memberInfo({ openDate: '20261129', expireDate: '20271129', lastOrder: order('paid') });
  return { ...nonMember, lastOrder: status ? order(status) : null };
}

function renderResult(query: string, pollLimitMs?: number) {
  return renderWithStore(<MemberBuyResultView pollLimitMs={pollLimitMs} pollMs={POLL_MS} />, {
    baseUrl: server.baseUrl,
    pattern: paths.members.buyMembers,
    path: `${paths.members.buyMembers}${query}`,
  });
}

const asked = () => server.requests.filter((r) => r.endpoint === 'memberBaseInfo').length;

describe('MemberBuyResultView', () => {
  it('a payment being settled is asked about until the server says paid: 开通成功 with the new expiry', async () => {
    let answer = withOrder('paying');
    server.on('memberBaseInfo', () => ({ data: answer }));
    const { container } = renderResult(`?orderNo=${ORDER_NO}&outcome=pending`);
    await screen.findByRole('heading', { name: '支付结果确认中' });
    await act(() => expectNoA11yViolations(container));
    expect(screen.queryByText(/未扣款/)).toBeNull();
    answer = withOrder('paid');
    await screen.findByRole('heading', { name: '开通成功' }, { timeout: 5000 });
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('member-paid-expiry').textContent).toBe('会员有效期至 2027-11-29');
    expect(screen.getByText('年卡 ¥99.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去会员首页' }).getAttribute('href')).toBe(paths.members.index);
  });

  it('a paid order the server calls a renewal says 续费成功, a first one 开通成功', async () => {
    // Opened and renewed the same day (a second order paid after the first): only the server can tell.
    let answer = memberInfo({ openDate: '20261129', expireDate: '20281128', lastOrder: order('paid', true) });
    server.on('memberBaseInfo', () => ({ data: answer }));
    const { container, unmount } = renderResult(`?orderNo=${ORDER_NO}&outcome=paid`);
    await screen.findByRole('heading', { name: '续费成功' });
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('heading', { name: '开通成功' })).toBeNull();
    expect(screen.getByTestId('member-paid-expiry').textContent).toBe('会员有效期至 2027-11-29');
    unmount();

    // Opened a year before (a membership given, not bought), and this order the first one paid: the
    // server's word, not the dates.
    answer = memberInfo({ openDate: '20251129', expireDate: '20271129', lastOrder: order('paid') });
    renderResult(`?orderNo=${ORDER_NO}&outcome=paid`);
    await screen.findByRole('heading', { name: '开通成功' });
  });

  it('after the wallet said paid, an unpaid order is never "not charged": it asks, gives up, then 刷新', async () => {
    let answer = withOrder('unpaid');
    server.on('memberBaseInfo', () => ({ data: answer }));
    const { container } = renderResult(`?orderNo=${ORDER_NO}&outcome=paid`, 2000);
    await screen.findByRole('heading', { name: '支付结果确认中' });
    await waitFor(() => expect(asked()).toBeGreaterThan(1), { timeout: 5000 });
    await screen.findByRole('button', { name: '刷新' }, { timeout: 8000 });
    await expectNoA11yViolations(container);
    expect(screen.queryByText(/未扣款/)).toBeNull();
    const after = asked();
    await new Promise((r) => setTimeout(r, 5 * POLL_MS));
    expect(asked()).toBe(after);

    answer = withOrder('paid');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await screen.findByRole('heading', { name: '开通成功' });
  });

  it('unpaid with no wallet word (back from the pay page cancelled): 未支付, nothing charged, 重新开通', async () => {
    server.on('memberBaseInfo', () => ({ data: withOrder('unpaid') }));
    const { container } = renderResult(`?orderNo=${ORDER_NO}`);
    await screen.findByRole('heading', { name: '未支付' });
    await expectNoA11yViolations(container);
    expect(screen.getByText('年卡 ¥99.00 尚未支付，未扣款')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新开通' }).getAttribute('href')).toBe(
      paths.members.paidMembers,
    );
    const before = asked();
    await new Promise((r) => setTimeout(r, 4 * POLL_MS));
    expect(asked()).toBe(before);
  });

  it('a closed order says nothing was charged and leads to buying again', async () => {
    server.on('memberBaseInfo', () => ({ data: withOrder('closed') }));
    renderResult(`?orderNo=${ORDER_NO}&outcome=pending`);
    await screen.findByRole('heading', { name: '订单已关闭，未扣款' });
    expect(screen.getByRole('link', { name: '重新开通' }).getAttribute('href')).toBe(
      paths.members.paidMembers,
    );
  });

  it('without an order number: the newest order, or a way to buy when there is none', async () => {
    let answer = withOrder(null);
    server.on('memberBaseInfo', () => ({ data: answer }));
    const { container, unmount } = renderResult('');
    await screen.findByText('暂无开通记录');
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: '去开通' }).getAttribute('href')).toBe(paths.members.paidMembers);
    unmount();

    answer = withOrder('paid');
    renderResult('');
    await screen.findByRole('heading', { name: '开通成功' });
  });

  it('an order that is not the newest is not guessed at', async () => {
    server.on('memberBaseInfo', () => ({ data: withOrder('paid') }));
    renderResult('?orderNo=MO20261128009&outcome=paid');
    await screen.findByRole('heading', { name: '未找到该订单' });
    expect(screen.getByText('会员有效期至 2027-11-29')).toBeTruthy();
    expect(screen.queryByText(/未扣款/)).toBeNull();
  });

  it('offers 重试 when the membership fails to load', async () => {
    let fail = true;
    server.on('memberBaseInfo', () => (fail ? { status: 500 } : { data: withOrder('paid') }));
    const { container } = renderResult(`?orderNo=${ORDER_NO}&outcome=paid`);
    expect((await screen.findByRole('alert')).textContent).toContain('错误码 500');
    await expectNoA11yViolations(container);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('heading', { name: '开通成功' });
  });
});
