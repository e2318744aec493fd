import type { AbnormalRecovery } from '@merchant-h5/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { abnormal, TRADE_TYPES } from '../testing/fixtures';
import { AbnormalDetailView } from './AbnormalDetailView';

const server = envelopeServerPerTest();
const applied: AbnormalRecovery = {
  abnormalId: 'AB00001',
  status: '1',
  statusName: '找回中',
  progress: [{ status: '1', statusName: '已提交找回申请', time: '2026-11-22 10:00:00', remark: '' }],
};

function openForm() {
  server.on('abnormalHandleInfo', () => ({ data: abnormal() }));
  server.on('abnormalHandleTradeType', () => ({ data: TRADE_TYPES }));
  const view = renderWithStore(<AbnormalDetailView abnormalId="AB00001" />, {
    baseUrl: server.baseUrl,
    pattern: paths.help.payExceptionPage,
    path: '/help/payExceptionPage/AB00001',
  });
  return view;
}

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('AbnormalDetailView', () => {
  it('asks the check first; money not arrived opens the application, bad input is named beside each field and nothing typed is lost', async () => {
    const { container } = openForm();
    await screen.findByRole('group', { name: /款项是否已到您的结算卡/ });
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('form', { name: '找回申请' })).toBeNull();
    fireEvent.click(screen.getByLabelText('已到账'));
    expect(screen.getByRole('status').textContent).toContain('无需申请找回');
    fireEvent.click(screen.getByLabelText('未到账，申请找回'));
    await waitFor(() => expect((field('交易类型') as HTMLSelectElement).disabled).toBe(false));
    await expectNoA11yViolations(container);
    // The abnormal trade's own type, chosen already; the merchant may change it, or clear it.
    expect((field('交易类型') as HTMLSelectElement).value).toBe(abnormal().tradeType);
    type('交易类型', '');

    type('问题描述', '未到账');
    type('联系电话', '2380013');
    fireEvent.click(screen.getByRole('button', { name: '提交找回申请' }));
    expect(field('交易类型').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('请选择交易类型').id).toBe(field('交易类型').getAttribute('aria-describedby'));
    expect(screen.getByText('问题描述至少 5 个字')).toBeTruthy();
    expect(screen.getByText('请输入 11 位手机号码')).toBeTruthy();
    expect(document.activeElement).toBe(field('交易类型'));
    expect((field('问题描述') as HTMLTextAreaElement).value).toBe('未到账');
    expect((field('联系电话') as HTMLInputElement).value).toBe('2380013');
    expect(server.requests.filter((r) => r.endpoint === 'abnormalHandleApply')).toHaveLength(0);
    await expectNoA11yViolations(container);
  });

  it('a double tap applies once; a refused application says why and its retry carries the same key', async () => {
    openForm();
    fireEvent.click(await screen.findByLabelText('未到账，申请找回'));
    await waitFor(() => expect((field('交易类型') as HTMLSelectElement).disabled).toBe(false));
    type('交易类型', '02');
    type('问题描述', '顾客扫码成功，款项未到账');
    type('联系电话', '13800138000');
    server.on('abnormalHandleApply', () => ({ code: '3005', msg: '系统繁忙，请稍后再试' }));
    const submit = screen.getByRole('button', { name: '提交找回申请' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('系统繁忙，请稍后再试');
    const first = server.requests.filter((r) => r.endpoint === 'abnormalHandleApply');
    expect(first).toHaveLength(1);
    expect(first[0]?.body).toEqual({
      abnormalId: 'AB00001',
      tradeType: '02',
      description: '顾客扫码成功，款项未到账',
      contactPhone: '13800138000',
    });

    server.on('abnormalHandleApply', () => ({ data: applied }));
    fireEvent.click(screen.getByRole('button', { name: '提交找回申请' }));
    await screen.findByTestId('elsewhere');
    // Said once, in the form: a toast of the refusal would still be said in the toaster's live region.
    expect(screen.queryByText('系统繁忙，请稍后再试')).toBeNull();
    const all = server.requests.filter((r) => r.endpoint === 'abnormalHandleApply');
    expect(all).toHaveLength(2);
    expect(all[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(all[1]?.idempotencyKey).toBe(all[0]?.idempotencyKey);
  });

  it('a trade already applied for links to its progress instead of asking again', async () => {
    server.on('abnormalHandleInfo', () => ({ data: abnormal({ status: '1', statusName: '找回中' }) }));
    const { container } = renderWithStore(<AbnormalDetailView abnormalId="AB00001" />, {
      baseUrl: server.baseUrl,
    });
    const link = await screen.findByRole('link', { name: '查看找回进度' });
    await expectNoA11yViolations(container);
    expect(link.getAttribute('href')).toBe('/help/payExceptionProgressPage/AB00001');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('trade types that fail to load can be asked for again without losing what was typed', async () => {
    server.on('abnormalHandleInfo', () => ({ data: abnormal() }));
    server.on('abnormalHandleTradeType', () => ({ status: 502 }));
    const { container } = renderWithStore(<AbnormalDetailView abnormalId="AB00001" />, {
      baseUrl: server.baseUrl,
    });
    fireEvent.click(await screen.findByLabelText('未到账，申请找回'));
    type('问题描述', '顾客扫码成功，款项未到账');
    const again = await screen.findByRole('button', { name: '重新加载交易类型' });
    await expectNoA11yViolations(container);
    server.on('abnormalHandleTradeType', () => ({ data: TRADE_TYPES }));
    fireEvent.click(again);
    await waitFor(() => expect((field('交易类型') as HTMLSelectElement).disabled).toBe(false));
    expect((field('问题描述') as HTMLTextAreaElement).value).toBe('顾客扫码成功，款项未到账');
  });
});
