import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { withdrawal, withdrawalPage } from '../testing/fixtures';
import { WithdrawalDetailView } from './WithdrawalDetailView';

const server = envelopeServerPerTest();

describe('WithdrawalDetailView', () => {
  it('without a uuid shows the newest withdrawal, card masked', async () => {
    const newest = withdrawal(2, {
      status: '02',
      statusName: '提现失败',
      failReason: '收款银行账户状态异常，资金已退回余额',
      arrivalTime: undefined,
    });
    server.on('withdrawalList', ({ body }) => ({ data: withdrawalPage([newest, withdrawal(1)], body) }));
    server.on('withdrawalDetail', ({ body }) => ({
      data: body.uuid === newest.uuid ? newest : withdrawal(1),
    }));
    const { container } = renderWithStore(<WithdrawalDetailView />, { baseUrl: server.baseUrl });

    await screen.findByText('提现失败', { selector: '.mh-detail-status' });
    await expectNoA11yViolations(container);
    expect(server.requests.map((r) => r.endpoint)).toEqual(['withdrawalList', 'withdrawalDetail']);
    expect(server.requests[1]?.body).toEqual({ uuid: newest.uuid });
    expect(screen.getByText('银行卡号').nextElementSibling?.textContent).toBe('6222 0*** **** ***0 123');
    expect(screen.getByText('收款银行账户状态异常，资金已退回余额')).toBeTruthy();
    expect(screen.queryByText('到账时间')).toBeNull();
    // It never arrived: no arrived amount, and the headline amount is struck and muted.
    expect(screen.queryByText('到账金额')).toBeNull();
    expect(container.querySelector('.mh-detail-amount')?.getAttribute('data-outcome')).toBe('failed');
    expect(container.querySelector('.mh-detail-amount')?.textContent).toBe('¥1,520.50');
    const steps = within(screen.getByRole('list', { name: '提现进度' })).getAllByRole('listitem');
    expect(steps.at(-1)?.getAttribute('data-state')).toBe('failed');
  });

  it('a withdrawal in progress shows where it stands as an ordered timeline', async () => {
    server.on('withdrawalDetail', () => ({
      data: withdrawal(3, {
        status: '01',
        statusName: '处理中',
        processTime: '2026-11-21 09:15:00',
        arrivalTime: undefined,
      }),
    }));
    const { container } = renderWithStore(<WithdrawalDetailView uuid="W20261123" />, {
      baseUrl: server.baseUrl,
    });
    const progress = await screen.findByRole('list', { name: '提现进度' });
    await expectNoA11yViolations(container);
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '申请提现（已完成）2026-11-21 09:12:00',
      '处理中（进行中）2026-11-21 09:15:00',
      '到账（未开始）',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByText('失败原因')).toBeNull();
  });

  it('says there is no withdrawal yet for a new merchant', async () => {
    server.on('withdrawalList', ({ body }) => ({ data: withdrawalPage([], body) }));
    const { container } = renderWithStore(<WithdrawalDetailView />, { baseUrl: server.baseUrl });
    await screen.findByText('暂无提现记录');
    await expectNoA11yViolations(container);
    expect(server.requests.map((r) => r.endpoint)).toEqual(['withdrawalList']);
  });

  it('with a uuid asks for that withdrawal only', async () => {
    server.on('withdrawalDetail', () => ({ data: withdrawal(1) }));
    const { container } = renderWithStore(<WithdrawalDetailView uuid="W20261121" />, {
      baseUrl: server.baseUrl,
    });
    await screen.findByText('已到账');
    await expectNoA11yViolations(container);
    expect(server.requests.map((r) => r.endpoint)).toEqual(['withdrawalDetail']);
    expect(screen.getByText('2026-11-21 10:02:00')).toBeTruthy();
    expect(screen.getByText('到账金额').nextElementSibling?.textContent).toBe('¥1,520.50');
    expect(container.querySelector('.mh-detail-amount')?.getAttribute('data-outcome')).toBe('done');
  });
});
