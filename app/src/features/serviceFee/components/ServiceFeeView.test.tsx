import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NativeApi } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { due, paid, serveFee } from '../testing/fixtures';
import { ServiceFeeView } from './ServiceFeeView';

const server = envelopeServerPerTest();

/** A host wallet answering `codes` in turn, recording what it was asked to pay. */
function wallet(...codes: string[]) {
  const asked: unknown[] = [];
  const native = {
    pay: async (opts: unknown) => {
      asked.push(opts);
      return { memo: '', result: '', resultStatus: codes.shift() ?? '9000' };
    },
  } as unknown as NativeApi;
  return { native, asked };
}

function renderFee(native: NativeApi | null) {
  return renderWithStore(<ServiceFeeView />, {
    baseUrl: server.baseUrl,
    pattern: paths.help.switchPayDeviceApply,
    path: paths.help.switchPayDeviceApply,
    host: { native, accessContext: native ? 'hostApp' : 'officialAccount' },
  });
}

describe('ServiceFeeView', () => {
  it('shows the amount first, what it covers, the refund activity and the device', async () => {
    serveFee(server, due);
    const { container } = renderFee(wallet().native);
    await screen.findByText('交易返费：达标返还服务费');
    await screen.findByText('已激活');
    await expectNoA11yViolations(container);
    expect(container.querySelector('.mh-fee-amount')?.textContent).toBe('¥99.00');
    expect(screen.getByText('设备通讯流量（一年）')).toBeTruthy();
    expect(screen.getByText('满 5 万元全额返还')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '支付宝' })).toHaveProperty('checked', true);
  });

  it('a cancelled wallet says nothing was charged; the retry pays the same order with the same key', async () => {
    serveFee(server, due);
    const { native, asked } = wallet('6001', '9000');
    const { container } = renderFee(native);
    fireEvent.click(await screen.findByRole('radio', { name: '云闪付' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥99.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('已取消支付，未扣款，可重新支付');
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await screen.findByTestId('elsewhere');
    expect(asked).toEqual([
      { channel: 'unionPay', orderInfo: expect.stringContaining('SF202611230001') },
      { channel: 'unionPay', orderInfo: expect.stringContaining('SF202611230001') },
    ]);
    const opened = server.requests.filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo');
    expect(opened.map((r) => r.body)).toEqual([{ channel: 'unionpay' }, { channel: 'unionpay' }]);
  });

  it('a double tap asks the wallet once', async () => {
    serveFee(server, due);
    const { native, asked } = wallet('9000');
    renderFee(native);
    const button = await screen.findByRole('button', { name: '立即支付 ¥99.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByTestId('elsewhere');
    expect(asked).toHaveLength(1);
  });

  it('cannot order before the certification passes, and says why', async () => {
    serveFee(server, due, '0');
    const { container } = renderFee(wallet().native);
    await screen.findByText('请先完成营业执照认证');
    await expectNoA11yViolations(container);
    expect(screen.getByRole('button', { name: '立即支付 ¥99.00' })).toHaveProperty('disabled', true);
  });

  it('without a wallet offers the QR code', async () => {
    serveFee(server, due);
    renderFee(null);
    fireEvent.click(await screen.findByRole('button', { name: '扫码支付' }));
    await screen.findByTestId('elsewhere');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('once paid shows the payment and applies for the refund', async () => {
    serveFee(server, paid);
    let refunded = false;
    server.on('deviceServiceFeeRefund', () => {
      refunded = true;
      return { data: { refundNo: 'RF1', status: '01', statusName: '退款处理中', amount: 99 } };
    });
    server.on('deviceServiceFeeCurrentRefund', () => ({
      data: refunded
        ? {
            refundNo: 'RF1',
            status: '01',
            statusName: '退款处理中',
            amount: 99,
            orderNo: paid.orderNo,
            reason: '达标返还',
            submitTime: '2026-11-23 10:05:00',
          }
        : { status: 'none', statusName: '无退款申请' },
    }));
    const { container } = renderFee(wallet().native);
    await screen.findByText('服务费已缴纳');
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    await screen.findByText('退款处理中');
    await expectNoA11yViolations(container);
    expect(screen.getByText('RF1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /立即支付/ })).toBeNull());
  });
});
