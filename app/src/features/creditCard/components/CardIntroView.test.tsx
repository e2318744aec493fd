import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CreditCardReservation } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { CardIntroView } from './CardIntroView';
import { ReservationStateView } from './ReservationStateView';

const server = envelopeServerPerTest();
const reserved: CreditCardReservation = {
  reservationId: 'VC1',
  name: '*娜',
  idNo: '110***********002X',
  phone: '138****8000',
  reserveTime: '2026-11-29 10:00:00',
  status: '01',
  statusName: '已预约',
};

/** The reservation as the simulator keeps it: one, answered masked. */
function serveReservation(start: CreditCardReservation | null = null) {
  let reservation = start;
  server.on('virtualCreditCardQueryReservationInfo', () => ({
    data: { reserved: reservation ? '1' : '0', reservation },
  }));
  server.on('virtualCreditCardAddReservationInfo', () => {
    if (reservation) return { code: '3006', msg: '已预约，请勿重复提交' };
    reservation = reserved;
    return { data: reserved };
  });
}

const renderCardOne = () =>
  renderWithStore(<CardIntroView />, {
    baseUrl: server.baseUrl,
    pattern: paths.other.applicationCardOne,
    path: paths.other.applicationCardOne,
  });

describe('CardIntroView', () => {
  it('checks each field beside it, reserves once on a double tap and leaves for the state', async () => {
    serveReservation();
    const { container, router } = renderCardOne();
    await screen.findByRole('form', { name: '预约虚拟信用卡' });
    await expectNoA11yViolations(container);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李娜' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '110105194912310021' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1380013' } });
    fireEvent.click(screen.getByRole('button', { name: '立即预约' }));
    expect((await screen.findByText('身份证号校验位不正确，请核对')).id).toBe('card-id-message');
    expect(screen.getByText('手机号应为 1 开头的 11 位数字').id).toBe('card-phone-message');
    expect(server.requests.some((r) => r.endpoint === 'virtualCreditCardAddReservationInfo')).toBe(false);
    await expectNoA11yViolations(container);

    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '11010519491231002x' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    const button = screen.getByRole('button', { name: '立即预约' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.other.applicationCardTwo));
    const sent = server.requests.filter((r) => r.endpoint === 'virtualCreditCardAddReservationInfo');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(sent[0]?.body).toEqual({ name: '李娜', idNo: '11010519491231002X', phone: '13800138000' });
  });

  it('goes to the reservation state instead of the form once reserved', async () => {
    serveReservation(reserved);
    const { router } = renderCardOne();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.other.applicationCardTwo));
  });
});

describe('ReservationStateView', () => {
  it('shows the reservation as the server answers it, masked', async () => {
    serveReservation(reserved);
    const { container } = renderWithStore(<ReservationStateView />, {
      baseUrl: server.baseUrl,
      pattern: paths.other.applicationCardTwo,
      path: paths.other.applicationCardTwo,
    });
    expect((await screen.findByTestId('reserve-time')).textContent).toBe('预约时间：2026-11-29 10:00:00');
    expect(screen.getByText('110***********002X')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '已预约' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('before a reservation, says so with the way to make one', async () => {
    serveReservation();
    const { container } = renderWithStore(<ReservationStateView />, {
      baseUrl: server.baseUrl,
      pattern: paths.other.applicationCardTwo,
      path: paths.other.applicationCardTwo,
    });
    expect((await screen.findByRole('link', { name: '去预约' })).getAttribute('href')).toBe(
      paths.other.applicationCardOne,
    );
    await expectNoA11yViolations(container);
  });
});
