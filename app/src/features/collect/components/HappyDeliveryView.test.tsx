import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity, androidHost, payment } from '../testing/fixtures';
import { HappyDeliveryView } from './HappyDeliveryView';
import { SelectHappySendView } from './SelectHappySendView';

const server = envelopeServerPerTest();
const bought = {
  packageId: 'HSP01',
  name: '开心送 · 基础包',
  price: 99,
  payOrderNo: 'CO1',
  payTime: '2026-11-01 09:00:00',
};

describe('HappyDeliveryView', () => {
  it('shows this month against the tiers and what was bought, and links to the packages', async () => {
    server.on('happySend', () => ({ data: activity({ purchases: [bought] }) }));
    const { container } = renderWithStore(<HappyDeliveryView />, {
      baseUrl: server.baseUrl,
      pattern: paths.payments.happyDelivery,
      path: paths.payments.happyDelivery,
    });
    expect(await screen.findByText('¥12,345.60')).toBeTruthy();
    await expectNoA11yViolations(container);
    const boughtList = screen.getByRole('list', { name: '已购套餐' });
    expect(boughtList.textContent).toContain('开心送 · 基础包');
    expect(screen.getByRole('link', { name: '选购套餐' }).getAttribute('href')).toBe('/selectHappySend');
  });

  it('in the mini program chooses inline and pays by QR code, where no card can be swiped', async () => {
    server.on('happySend', ({ body }) => ({
      data:
        body.action === 'order'
          ? activity({ order: payment({ purpose: 'happySend', amount: 199 }) })
          : activity(),
    }));
    const { container, router } = renderWithStore(<HappyDeliveryView activityId="HS2026" />, {
      baseUrl: server.baseUrl,
      pattern: paths.mirror.happyDelivery,
      path: '/zEraAGeneraMiniProgramWeb/xyf/HappyDelivery/HS2026',
      host: { accessContext: 'miniProgram' },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /畅享包/ }));
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '去支付 ¥199.00' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe(
      '/zEraAGeneraMiniProgramWeb/HappyDelivery/swipeCardPayingPage',
    );
    const order = server.requests.find((r) => r.body.action === 'order');
    expect(order?.body).toEqual({
      action: 'order',
      activityId: 'HS2026',
      packageId: 'HSP02',
      payWay: 'qrcode',
    });
    expect(order?.idempotencyKey).toBeTruthy();
  });
});

describe('SelectHappySendView', () => {
  it('offers the packages not yet bought and orders a swipe in a host app', async () => {
    server.on('happySend', ({ body }) => ({
      data:
        body.action === 'order'
          ? activity({ purchases: [bought], order: payment({ payWay: 'swipe', purpose: 'happySend' }) })
          : activity({ purchases: [bought] }),
    }));
    const { container, router } = renderWithStore(<SelectHappySendView />, {
      baseUrl: server.baseUrl,
      pattern: paths.payments.selectHappySend,
      path: paths.payments.selectHappySend,
      host: { native: androidHost(() => 'silent').native, accessContext: 'hostApp' },
    });
    await screen.findByRole('radio', { name: /畅享包/ });
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('radio', { name: /基础包/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '去支付 ¥199.00' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/others/swipeCardPayingPage');
    expect(server.requests.find((r) => r.body.action === 'order')?.body.payWay).toBe('swipe');
  });
});
