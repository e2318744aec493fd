// The virtual credit card reservation through the real gateway: one per merchant, once per
// Idempotency-Key, the person checked whole and answered and kept masked, never in clear.
import { endpoints } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../../../state/session';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite();
const { call } = suite;
const person = { name: '李娜', idNo: '11010519491231002X', phone: '13800138000' };

describe('virtual credit card reservation', () => {
  it('reserves once per merchant and the query answers it masked', async () => {
    const s = 'vcc';
    expect((await call(s, 'virtualCreditCardQueryReservationInfo', {})).data).toEqual({
      reserved: '0',
      reservation: null,
    });
    const reserved = await call(s, 'virtualCreditCardAddReservationInfo', person);
    expect(reserved.data).toMatchObject({
      name: '*娜',
      idNo: '110***********002X',
      phone: '138****8000',
      status: '01',
      statusName: '已预约',
    });
    expect(reserved.data.reserveTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await call(s, 'virtualCreditCardAddReservationInfo', person)).msg).toBe('已预约，请勿重复提交');
    expect((await call(s, 'virtualCreditCardQueryReservationInfo', {})).data).toEqual({
      reserved: '1',
      reservation: reserved.data,
    });
  });

  it('refuses a bad ID number or mobile and keeps nothing', async () => {
    const s = 'vcc-refuse';
    expect((await call(s, 'virtualCreditCardAddReservationInfo', { ...person, phone: '1380' })).code).toBe(
      '1001',
    );
    const badCheck = { ...person, idNo: '110105194912310021' };
    expect((await call(s, 'virtualCreditCardAddReservationInfo', badCheck)).code).toBe('1001');
    expect((await call(s, 'virtualCreditCardQueryReservationInfo', {})).data.reserved).toBe('0');
  });

  it('the same Idempotency-Key, twice at once, answers one reservation', async () => {
    const s = 'vcc-once';
    const send = () =>
      callEndpoint(suite.sim, endpoints.virtualCreditCardAddReservationInfo, {
        session: s,
        body: person,
        headers: { 'Idempotency-Key': 'vcc-once-1' },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.json?.code)).toEqual(['200', '200']);
    expect(answers[0]?.json?.data).toEqual(answers[1]?.json?.data);
  });

  it('keeps the ID number and mobile masked in the simulator state (readable by QA tools), never whole', async () => {
    const s = 'vcc-privacy';
    const other = { ...person, phone: '13912345678' };
    expect((await call(s, 'virtualCreditCardAddReservationInfo', other)).code).toBe('200');
    const state = JSON.stringify(sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s)));
    expect(state).not.toContain(person.idNo);
    expect(state).not.toContain(other.phone);
    expect(state).toContain('110***********002X');
  });
});
