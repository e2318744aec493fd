// The official account's prize (A1012, kind 'officialPrize'): the WeChat user who signed in through
// the authorize step and bound this merchant account draws it once, not once a day; before either
// the page is told what to do first, and a draw is refused with the same words.
import { endpoints } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { BIND_SMS_CODE } from '../officialAccount/binding';
import { mintCode } from '../officialAccount/wechat-platform';
import { getSession, sessionState } from '../../../state/session';
import { TODAY, callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, clock } = suite;
const MERCHANT_PHONE = '13800138000';

/** The session's WeChat user signs in (a fresh code exchanged), then binds the merchant's number. */
async function signIn(session: string, { bind }: { bind: boolean }) {
  const { ctx } = suite.sim;
  const s = getSession(ctx, session);
  const { code } = mintCode(s, sessionState(ctx, s), clock.now);
  expect((await call(session, 'wechatBinding', { code })).code).toBe('200');
  if (!bind) return;
  expect((await call(session, 'sendCode', { phone: MERCHANT_PHONE })).code).toBe('200');
  const bound = await call(session, 'userLoginRegisterBinding', {
    type: 'login',
    phone: MERCHANT_PHONE,
    smsCode: BIND_SMS_CODE,
  });
  expect(bound.code, bound.msg).toBe('200');
}

const info = async (session: string) => (await call(session, 'activityInfo', { kind: 'officialPrize' })).data;
const drawOnce = (session: string, key: string) =>
  callEndpoint(suite.sim, endpoints.activityDraw, {
    session,
    body: { activityId: 'A1012' },
    headers: { 'Idempotency-Key': key },
  });

describe('the official account’s prize', () => {
  it('asks for the authorize step first, then for the binding, and refuses a draw with the same words', async () => {
    clock.now = TODAY;
    const s = 'oa-prize-order';
    expect(await info(s)).toMatchObject({
      activityId: 'A1012',
      eligible: false,
      ineligibleReason: '请先在公众号中微信授权，再领取奖品',
      remainingDraws: 0,
    });
    await signIn(s, { bind: false });
    expect(await info(s)).toMatchObject({
      eligible: false,
      ineligibleReason: '请先绑定商户账号，再领取奖品',
    });
    const refused = (await drawOnce(s, 'oa-prize-order-1')).json!;
    expect(refused).toMatchObject({ code: '3005', msg: '请先绑定商户账号，再领取奖品' });
  });

  it('is drawn once per WeChat user, not once a day: the next draw, today or tomorrow, is refused', async () => {
    clock.now = TODAY;
    const s = 'oa-prize-once';
    await signIn(s, { bind: true });
    expect(await info(s)).toMatchObject({ eligible: true, remainingDraws: 1 });
    const first = (await drawOnce(s, 'oa-prize-once-1')).json!;
    expect(first.code).toBe('200');
    expect(first.data.prize).toMatchObject({
      activityId: 'A1012',
      prizeName: expect.stringMatching(/红包|积分/),
    });
    expect(first.data.remainingDraws).toBe(0);
    // The same key answers the same prize again; another key draws nothing.
    expect((await drawOnce(s, 'oa-prize-once-1')).json!.data).toEqual(first.data);
    expect((await drawOnce(s, 'oa-prize-once-2')).json).toMatchObject({
      code: '3005',
      msg: '您已领取过本活动的奖品，每个微信用户限领一次',
    });
    clock.now = TODAY + 24 * 3600_000;
    expect(await info(s)).toMatchObject({ remainingDraws: 0 });
    const prizes = (await call(s, 'activityPrizeList', { activityId: 'A1012' })).data.list;
    expect(prizes.map((p: { prizeId: string }) => p.prizeId)).toContain(first.data.prize!.prizeId);
    clock.now = TODAY;
  });
});
