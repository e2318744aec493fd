import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BridgeTimeoutError } from '@merchant-h5/sdk';
import type { NativeApi } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { arrivedByPayTap } from '../../../lib/host/useMiniProgramPay';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { order } from '../testing/fixtures';
import { useServiceFeePayment } from './useServiceFeePayment';

const server = envelopeServerPerTest();

function PayButton() {
  const { pay, notice } = useServiceFeePayment();
  return (
    <>
      <button type="button" onClick={() => void pay('alipay')}>
        立即支付
      </button>
      {notice ? <p role="alert">{notice.text}</p> : null}
    </>
  );
}

describe('useServiceFeePayment', () => {
  it('a wallet that does not answer in time may have charged: the result screen asks about the order', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    const native = {
      pay: () => Promise.reject(new BridgeTimeoutError('pay', 30_000)),
    } as unknown as NativeApi;
    const { container, router } = renderWithStore(<PayButton />, {
      baseUrl: server.baseUrl,
      pattern: paths.help.switchPayDeviceApply,
      path: paths.help.switchPayDeviceApply,
      host: { native, accessContext: 'hostApp' },
    });
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByTestId('elsewhere');
    expect(screen.queryByRole('alert')).toBeNull();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe(paths.help.result);
    const query = new URLSearchParams(search);
    expect(query.get('orderNo')).toBe(order.orderNo);
    expect(query.get('outcome')).toBe('pending');
  });

  it.each([
    ['the mini program', { miniProgram: { navigateBack: vi.fn(), navigateTo: vi.fn() } }],
    ['a browser', {}],
  ])('without a wallet, in %s, the QR code page takes the tap (no order opened here)', async (_, host) => {
    const { router } = renderWithStore(<PayButton />, {
      baseUrl: server.baseUrl,
      pattern: paths.help.switchPayDeviceApply,
      path: paths.help.switchPayDeviceApply,
      host,
    });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe(paths.help.qrCodePayPage);
    expect(arrivedByPayTap(router.state.location.state)).toBe(true);
    expect(server.requests).toEqual([]);
  });
});
