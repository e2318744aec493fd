import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { due, order, paid } from '../testing/fixtures';
import { HANDED_OFF_TITLE, READY_TITLE } from '../../../components/MiniProgramPay/MiniProgramPayHandOff';
import { PAY_TAPPED } from '../../../lib/host/useMiniProgramPay';
import { MiniProgramPayView } from './MiniProgramPayView';

const server = envelopeServerPerTest();

/** `state`: PAY_TAPPED when the merchant's pay tap opened the page, none for a deep link. */
function renderInMiniProgram(state?: unknown) {
  const miniProgram = {
    navigateBack: vi.fn(() => Promise.resolve()),
    navigateTo: vi.fn(() => Promise.resolve()),
  };
  const rendered = renderWithStore(<MiniProgramPayView />, {
    baseUrl: server.baseUrl,
    pattern: paths.help.qrCodePayPage,
    path: paths.help.qrCodePayPage,
    state,
    host: { miniProgram, accessContext: 'miniProgram' },
  });
  return { ...rendered, miniProgram };
}

describe('MiniProgramPayView', () => {
  it('opens one order and hands it to the mini program by its number only, then waits', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    server.on('deviceServiceFeePayedInfo', () => ({ data: due }));
    const { container, miniProgram } = renderInMiniProgram(PAY_TAPPED);
    await screen.findByRole('heading', { name: HANDED_OFF_TITLE });
    await expectNoA11yViolations(container);
    expect(miniProgram.navigateTo).toHaveBeenCalledTimes(1);
    expect(miniProgram.navigateTo).toHaveBeenCalledWith({ url: `/pages/pay/index?orderNo=${order.orderNo}` });
    const opened = server.requests.filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo');
    expect(opened.map((r) => r.body)).toEqual([{ channel: 'miniProgram' }]);
    expect(opened[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // The page stays open under the mini program: the merchant may hand the order over again…
    fireEvent.click(screen.getByRole('button', { name: '重新打开小程序支付' }));
    await waitFor(() => expect(miniProgram.navigateTo).toHaveBeenCalledTimes(2));
    expect(server.requests.filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo')).toHaveLength(1);
    // …or ask the server how the order stands, on the result route (by its number, nothing else).
    fireEvent.click(screen.getByRole('button', { name: '查看支付结果' }));
    await screen.findByTestId('elsewhere');
  });

  it('opened by a deep link, opens the order but leaves for the mini program only on 去小程序支付', async () => {
    server.on('deviceServiceFeeReceiveCodeInfo', () => ({ data: order }));
    server.on('deviceServiceFeePayedInfo', () => ({ data: due }));
    const { miniProgram } = renderInMiniProgram();
    await screen.findByRole('heading', { name: READY_TITLE });
    expect(miniProgram.navigateTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '去小程序支付' }));
    await waitFor(() => expect(miniProgram.navigateTo).toHaveBeenCalledTimes(1));
    expect(miniProgram.navigateTo).toHaveBeenCalledWith({ url: `/pages/pay/index?orderNo=${order.orderNo}` });
  });

  it('a fee already paid is not ordered nor handed over', async () => {
    server.on('deviceServiceFeePayedInfo', () => ({ data: paid }));
    const { container, miniProgram } = renderInMiniProgram();
    await screen.findByRole('heading', { name: '服务费已缴纳' });
    await expectNoA11yViolations(container);
    expect(miniProgram.navigateTo).not.toHaveBeenCalled();
    expect(server.requests.filter((r) => r.endpoint === 'deviceServiceFeeReceiveCodeInfo')).toHaveLength(0);
  });
});
