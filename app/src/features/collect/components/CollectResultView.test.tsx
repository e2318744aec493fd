import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import type { RenderWithStoreOptions } from '../../../testing/renderWithStore';
import { payment } from '../testing/fixtures';
import { CollectResultView } from './CollectResultView';

const server = envelopeServerPerTest();

function renderResult(state: string, options: RenderWithStoreOptions = {}) {
  return renderWithStore(<CollectResultView payOrderNo="CO202611220001" />, {
    baseUrl: server.baseUrl,
    pattern: paths.payments.othersResult,
    path: `/others/result/${state}?payOrderNo=CO202611220001`,
    ...options,
  });
}

describe('CollectResultView', () => {
  it('shows the paid order with its amount, and 继续收款 starts a new collection', async () => {
    server.on('quickCardPayResult', () => ({
      data: payment({
        status: '00',
        statusName: '支付成功',
        amount: 7030549.29,
        payTime: '2026-11-22 10:01:00',
      }),
    }));
    const { container, router } = renderResult('success');
    expect(await screen.findByRole('heading', { name: '收款成功' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(container.querySelector('.mh-collect-amount')?.textContent).toBe('¥7,030,549.29');
    fireEvent.click(screen.getByRole('button', { name: '继续收款' }));
    expect(router.state.location.pathname).toBe('/others/qrcode');
  });

  it('believes the order, not the address: a failed order shows why, whatever the state in the URL', async () => {
    server.on('quickCardPayResult', () => ({
      data: payment({
        payWay: 'swipe',
        status: '03',
        statusName: '支付失败',
        failReason: '卡内余额不足，请让顾客换卡支付',
      }),
    }));
    const { container, router } = renderResult('success');
    expect(await screen.findByRole('heading', { name: '收款失败' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByText('卡内余额不足，请让顾客换卡支付')).toBeTruthy();
    expect(container.querySelector('[data-outcome="failed"] .mh-collect-amount')?.textContent).toBe('¥12.50');
    fireEvent.click(screen.getByRole('button', { name: '重新收款' }));
    expect(router.state.location.pathname).toBe('/others/swipeCardPayingPage');
  });

  it('a 开心送 order in the mini program leaves the web view through the mini program', async () => {
    const navigateBack = vi.fn();
    server.on('quickCardPayResult', () => ({
      data: payment({
        purpose: 'happySend',
        packageId: 'HSP01',
        status: '00',
        statusName: '支付成功',
        payTime: 'x',
      }),
    }));
    const { router } = renderResult('success', {
      pattern: paths.mirror.happyDeliveryResult,
      path: '/zEraAGeneraMiniProgramWeb/HappyDelivery/result/success?payOrderNo=CO202611220001',
      host: { accessContext: 'miniProgram', miniProgram: { navigateBack } },
    });
    expect(await screen.findByRole('heading', { name: '购买成功' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回小程序' }));
    expect(navigateBack).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '查看开心送' }));
    expect(router.state.location.pathname).toBe('/zEraAGeneraMiniProgramWeb/xyf/HappyDelivery');
  });

  it('an order still open waits for its payer and offers 刷新', async () => {
    server.on('quickCardPayResult', () => ({ data: payment() }));
    const { container } = renderResult('processing');
    expect(await screen.findByRole('heading', { name: '等待付款结果' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
  });
});
