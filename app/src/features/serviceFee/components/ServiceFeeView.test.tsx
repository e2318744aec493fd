import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NativeError } from '@merchant-h5/sdk';
import type { EndpointResponse, NativeApi } from '@merchant-h5/sdk';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest, type Answer } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { NO_WALLET_TEXT, OLD_APP_TEXT } from '../hooks/useServiceFeePayment';
import { due, order, paid, serveFee } from '../testing/fixtures';
import { BLOCKED_TITLE, CERTIFY_TEXT } from './OrderBlockedNotice';
import { ServiceFeeView } from './ServiceFeeView';

const server = envelopeServerPerTest();

/** A host wallet answering `codes` in turn (an Error is thrown), recording what it was asked to pay. */
function wallet(...codes: Array<string | Error>) {
  const asked: unknown[] = [];
  const native = {
    pay: async (opts: unknown) => {
      asked.push(opts);
      const code = codes.shift() ?? '9000';
      if (code instanceof Error) throw code;
      return { memo: '', result: '', resultStatus: code };
    },
  } as unknown as NativeApi;
  return { native, asked };
}

const orderKeys = () =>
  server.requests
    .filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo')
    .map((r) => r.idempotencyKey);

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
    const [first, again] = orderKeys();
    expect(first).toBeTruthy();
    expect(again).toBe(first);
  });

  it('another channel after a cancel is another order request with its own key', async () => {
    serveFee(server, due);
    // The gateway's rule: a key reused for another body is refused for good (409 '4009').
    const bodies = new Map<string, string>();
    server.on('deviceServiceFeeReceiveCodeInfo', ({ body, idempotencyKey }) => {
      const text = JSON.stringify(body);
      if (idempotencyKey && (bodies.get(idempotencyKey) ?? text) !== text) return { status: 409 };
      if (idempotencyKey) bodies.set(idempotencyKey, text);
      return { data: order };
    });
    const { native, asked } = wallet('6001', '9000');
    renderFee(native);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥99.00' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('radio', { name: '云闪付' }));
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await screen.findByTestId('elsewhere');
    expect(asked).toHaveLength(2);
    const [alipay, unionpay] = orderKeys();
    expect(unionpay).not.toBe(alipay);
  });

  it('a wallet that refuses offers the QR code; an app too old for it says so', async () => {
    serveFee(server, due);
    const { native } = wallet(new NativeError('E01', '钱包不可用'), new NativeError('VERSION', '请升级'));
    const { container } = renderFee(native);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥99.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NO_WALLET_TEXT);
    expect(screen.getByRole('link', { name: '去扫码支付 ›' }).getAttribute('href')).toBe(
      href(paths.help.qrCodePayPage),
    );
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(OLD_APP_TEXT));
  });

  it('neither offers nor picks a channel the server switched off', async () => {
    serveFee(server, due);
    server.on('deviceServiceFeeFeeChannel', () => ({
      data: {
        list: [
          { channel: 'alipay', name: '支付宝', enabled: '0' },
          { channel: 'unionpay', name: '云闪付', enabled: '1' },
        ],
      },
    }));
    const { native, asked } = wallet('9000');
    renderFee(native);
    expect(await screen.findByRole('radio', { name: '云闪付' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: '支付宝' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥99.00' }));
    await screen.findByTestId('elsewhere');
    expect(asked).toEqual([{ channel: 'unionPay', orderInfo: expect.any(String) }]);
  });

  it("a failed pre-order check is the screen's failure, so paying is not offered unchecked", async () => {
    serveFee(server, due);
    let fail = true;
    server.on('deviceServiceFeePreOrderControl', () =>
      fail ? { status: 500 } : { data: { canOrder: '1', reason: '' } },
    );
    renderFee(wallet().native);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(screen.queryByRole('button', { name: /立即支付/ })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '立即支付 ¥99.00' })).toHaveProperty('disabled', false);
  });

  it('a failed activity or device query gets its own line with 重试', async () => {
    serveFee(server, due);
    let fail = true;
    server.on('deviceServiceFeeActivityInfos', () =>
      fail
        ? { code: '5000', msg: '系统繁忙' }
        : { data: { list: [{ activityId: 'A1', name: 'x', description: '交易返费' }] } },
    );
    server.on('deviceServiceFeeEposStatus', () => ({ status: 500 }));
    const { container } = renderFee(wallet().native);
    await screen.findByText('返还活动加载失败');
    await screen.findByText('设备状态加载失败');
    await expectNoA11yViolations(container);
    expect(screen.getByRole('button', { name: '立即支付 ¥99.00' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: '重试' })[0]!);
    await screen.findByText('交易返费');
    expect(screen.queryByText('返还活动加载失败')).toBeNull();
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

  it('before the certification passes, says so first with the way to it, and offers no paying', async () => {
    serveFee(server, due, '0');
    const { container } = renderFee(wallet().native);
    const notice = await screen.findByRole('region', { name: BLOCKED_TITLE });
    // The activity and device lines load on their own: the screen is final once they are in.
    await screen.findByText('已激活');
    await expectNoA11yViolations(container);
    // First on the screen, before the amount it blocks.
    expect(container.querySelector('section')).toBe(notice);
    expect(notice.textContent).toContain('请先完成营业执照认证');
    const certify = href(paths.certification.businessCertificate);
    expect(
      within(notice)
        .getByRole('link', { name: `${CERTIFY_TEXT} ›` })
        .getAttribute('href'),
    ).toBe(certify);
    expect(screen.getByRole('link', { name: CERTIFY_TEXT }).getAttribute('href')).toBe(certify);
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a certified merchant sees no blocker notice', async () => {
    serveFee(server, due);
    renderFee(wallet().native);
    await screen.findByRole('button', { name: '立即支付 ¥99.00' });
    expect(screen.queryByRole('region', { name: BLOCKED_TITLE })).toBeNull();
  });

  it("names the device in the merchant's words, not the back office's", async () => {
    serveFee(server, due);
    const { container } = renderFee(wallet().native);
    await screen.findByText('已激活');
    expect(screen.getByText('设备状态')).toBeTruthy();
    expect(screen.getByText('设备序列号')).toBeTruthy();
    expect(container.textContent).not.toMatch(/EPOS|设备 SN|达标轴/);
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
    expect(screen.getByRole('button', { name: '复制订单号' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    await screen.findByText('退款处理中');
    await expectNoA11yViolations(container);
    expect(screen.getByText('RF1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /立即支付/ })).toBeNull());
  });

  it('a refund whose answer was lost is asked about again with the same key; its refusal is said beside the button', async () => {
    serveFee(server, paid);
    const answers: Answer<EndpointResponse<'deviceServiceFeeRefund'>>[] = [
      { status: 502 },
      { code: '3005', msg: '退款申请已提交，请勿重复申请' },
    ];
    server.on('deviceServiceFeeRefund', () => answers.shift() ?? { status: 502 });
    renderFee(wallet().native);
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      '退款申请已提交，请勿重复申请',
    );
    const keys = server.requests
      .filter((r) => r.endpoint === 'deviceServiceFeeRefund')
      .map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
