// What binding a card changes: bindCard only opens a pending order (nothing in the card lists); the
// right SMS code on bindVerify binds it, a wrong one is 3008 and binds nothing, five wrong ones void
// the order. A credit card needs its CVN2 and expiry; the agreement must be accepted; a second code
// waits 60 s. setBank/update makes a card the settlement card, branch kept.
import { describe, expect, it } from 'vitest';
import type { EndpointBody } from '@merchant-h5/sdk';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { BIND_SMS_CODE } from './card-bind';

const suite = simulatorSuite();
const { call, clock } = suite;

const DEBIT = '6225881234567898'; // 招商银行 622588, debit
const CREDIT = '4367421234567896'; // 中国建设银行 436742, credit
const bind = (
  cardNo: string,
  extra: Partial<EndpointBody<'quickCardPayBindCard'>> = {},
): EndpointBody<'quickCardPayBindCard'> => ({
  cardNo,
  phone: '13800138000',
  agreementCode: 'QUICKPAY-2024',
  ...extra,
});

const cardsOf = async (s: string) =>
  (await call(s, 'merchantAccessGetSettlementCard')).data.cards.map((c) => c.cardNo);

describe('quick card binding', () => {
  it('lists the banks with their prefixes and the agreement to accept', async () => {
    const { data } = await call('bind-list', 'quickCardPayListSupportBank');
    const cmb = data.list.find((b) => b.bankCode === '0308')!;
    expect(cmb.bins).toContainEqual({ prefix: '622588', cardType: 'DC' });
    expect(cmb.cardTypes).toEqual(['DC', 'CC']);
    expect(data.list.find((b) => b.bankCode === '0403')!.cardTypes).toEqual(['DC']);
    expect(data.agreement).toMatchObject({ code: 'QUICKPAY-2024', title: '《快捷支付服务协议》' });
  });

  it('binds only with the right SMS code: pending → wrong code refused → bound', async () => {
    clock.now = TODAY;
    const s = 'bind-debit';
    const before = await cardsOf(s);
    const order = await call(s, 'quickCardPayBindCard', bind(DEBIT));
    expect(order.code).toBe('200');
    expect(order.data).toMatchObject({
      bindStatus: '0',
      phoneMask: '138****8000',
      resendAfter: 60,
      card: { cardNo: '622588******7898', bankName: '招商银行', cardType: 'DC' },
    });
    expect(await cardsOf(s)).toEqual(before);

    const wrong = await call(s, 'quickCardPayBindVerify', { orderNo: order.data.orderNo, smsCode: '000000' });
    expect(wrong).toMatchObject({ code: '3008', msg: '验证码错误，请重新输入' });
    expect(await cardsOf(s)).toEqual(before);

    const right = await call(s, 'quickCardPayBindVerify', {
      orderNo: order.data.orderNo,
      smsCode: BIND_SMS_CODE,
    });
    expect(right).toMatchObject({
      code: '200',
      data: { bindStatus: '1', card: { cardNo: '622588******7898' } },
    });
    expect(await cardsOf(s)).toEqual([...before, '622588******7898']);
    expect((await call(s, 'quickCardPayBindCard', bind(DEBIT))).msg).toBe('该卡已绑定');
  });

  it('voids the order after five wrong codes', async () => {
    clock.now = TODAY;
    const s = 'bind-void';
    const { data } = await call(s, 'quickCardPayBindCard', bind(DEBIT));
    for (let i = 0; i < 5; i++)
      expect(
        (await call(s, 'quickCardPayBindVerify', { orderNo: data.orderNo, smsCode: '111111' })).code,
      ).toBe('3008');
    const late = await call(s, 'quickCardPayBindVerify', { orderNo: data.orderNo, smsCode: BIND_SMS_CODE });
    expect(late).toMatchObject({ code: '3005', msg: '验证码已失效，请重新获取验证码' });
  });

  it('sends a second code only after 60 s, on a new order that voids the first', async () => {
    clock.now = TODAY;
    const s = 'bind-resend';
    const first = await call(s, 'quickCardPayBindCard', bind(DEBIT));
    clock.now = TODAY + 20_000;
    expect((await call(s, 'quickCardPayBindCard', bind(DEBIT))).msg).toBe('验证码已发送，请 40 秒后再试');
    clock.now = TODAY + 61_000;
    const second = await call(s, 'quickCardPayBindCard', bind(DEBIT));
    expect(second.data.orderNo).not.toBe(first.data.orderNo);
    expect(
      (await call(s, 'quickCardPayBindVerify', { orderNo: first.data.orderNo, smsCode: BIND_SMS_CODE })).code,
    ).toBe('3005');
    expect(
      (await call(s, 'quickCardPayBindVerify', { orderNo: second.data.orderNo, smsCode: BIND_SMS_CODE }))
        .code,
    ).toBe('200');
    clock.now = TODAY;
  });

  it('asks a credit card for its CVN2 and an expiry not past, and the agreement of every card', async () => {
    clock.now = TODAY;
    const s = 'bind-credit';
    expect((await call(s, 'quickCardPayBindCard', bind(CREDIT))).msg).toBe(
      '参数错误：cvn2 请输入卡背面的 3 位安全码',
    );
    expect(
      (await call(s, 'quickCardPayBindCard', bind(CREDIT, { cvn2: '123', expiryDate: '1025' }))).msg,
    ).toBe('参数错误：expiryDate 有效期不正确');
    expect((await call(s, 'quickCardPayBindCard', bind(DEBIT, { agreementCode: '' }))).msg).toBe(
      '参数错误：agreementCode 请先阅读并同意《快捷支付服务协议》',
    );
    expect((await call(s, 'quickCardPayBindCard', bind(DEBIT, { cardType: 'CC' }))).msg).toBe(
      '参数错误：cardType 与卡号不符',
    );
    const ok = await call(s, 'quickCardPayBindCard', bind(CREDIT, { cvn2: '123', expiryDate: '1230' }));
    expect(ok.data.card).toMatchObject({ bankName: '中国建设银行', cardType: 'CC' });
    const state = JSON.stringify(await (await fetch(`${suite.sim.url}/__sim/state?session=${s}`)).json());
    expect(state).not.toContain('"cvn2"');
    expect(state).not.toContain('1230');
  });
});

describe('setBank/update', () => {
  it('makes the card the settlement card with its branch; find and getSettlementCard answer it', async () => {
    const s = 'setbank';
    const changed = await call(s, 'setBankUpdate', {
      cardNo: '6214830212345671',
      bankCode: '0308',
      branchBankNm: '招商银行上海市黄浦区支行',
      lbnkNo: '30831010000001',
    });
    expect(changed.data.card).toMatchObject({
      cardNo: '621483******5671',
      branchBankNm: '招商银行上海市黄浦区支行',
    });
    const found = await call(s, 'setBankFind');
    expect(found.data).toMatchObject({ bound: true, card: { cardNo: '621483******5671' } });
    const cards = (await call(s, 'merchantAccessGetSettlementCard')).data;
    expect(cards.settlementCard).toMatchObject({ cardNo: '621483******5671', bankName: '招商银行' });
    expect(cards.cards.filter((c) => c.isSettlement)).toHaveLength(1);
    expect((await call(s, 'setBankUpdate', { cardNo: '6214830212345672', bankCode: '0308' })).code).toBe(
      '1001',
    );
  });
});
