// Quick card binding: list the supported banks (with their card prefixes and the agreement), open a
// binding (bindCard checks the card and sends the SMS code), bind it with the right code
// (bindVerify). Cards keep their full number in state; publicCard masks it on the way out. A credit
// card's CVN2 and expiry are checked and dropped: nothing keeps them.
import { passesLuhn } from '@merchant-h5/sdk';
import type { CardBindOrder, CardKind, EndpointResponse } from '@merchant-h5/sdk';
import { dateTime, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import type { Catalog } from '../../../state/catalog';
import { maskCard } from '../../../state/generate/mask';
import type { BankCard, CardBindRecord, MerchantState } from '../../../state/model';
import { badParam, BusinessRuleError, CODES, notFound } from '../../errors';
import { mintId, optString, reqCardNo, reqMobile, reqString } from '../input';
import { duplicate, maskPhone, wrongState } from '../rules';
import type { HandlerInput, ServiceHandlers } from '../types';
import { QUICK_PAY_AGREEMENT } from './card-bind-agreement';
import { serverHtml } from '../server-html';
import { smsCode } from '../collect/quick-pay-rules';

/** The code every SMS of the simulator carries (docs/simulator.md "Quick card binding"). */
export const BIND_SMS_CODE = '123456';
/** Seconds before another code may be sent for the same card. */
export const RESEND_SECONDS = 60;
/** A code is good for five minutes of the simulator clock; the fifth wrong one voids the order. */
export const CODE_VALID_MS = 5 * 60_000;
export const MAX_CODE_FAILURES = 5;

export function publicCard(card: BankCard): BankCard {
  return { ...card, cardNo: maskCard(card.cardNo) };
}

/** The bank and kind the longest matching prefix names, or undefined for a card no bank here issues. */
export function detectCard(catalog: Catalog, cardNo: string) {
  const bin = catalog.cardBins
    .filter((b) => cardNo.startsWith(b.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const bank = bin && catalog.banks.find((b) => b.bankCode === bin.bankCode);
  return bin && bank ? { bank, cardType: bin.cardType } : undefined;
}

function checkCredit(input: HandlerInput<'quickCardPayBindCard'>, now: number): void {
  if (!/^\d{3}$/.test(optString(input, 'cvn2') ?? '')) throw badParam('cvn2 请输入卡背面的 3 位安全码');
  const expiry = /^(0[1-9]|1[0-2])(\d{2})$/.exec(optString(input, 'expiryDate') ?? '');
  const thisMonth = ymd(now).slice(2, 6); // 'YYMM'
  if (!expiry || `${expiry[2]}${expiry[1]}` < thisMonth) throw badParam('expiryDate 有效期不正确');
}

const bindsOf = (state: MerchantState): CardBindRecord[] => (state.cardBinds ??= []);

function openBinding(
  ctx: { config: { fixturesDir: string } },
  state: MerchantState,
  input: HandlerInput<'quickCardPayBindCard'>,
  now: number,
) {
  const cardNo = reqCardNo(input, 'cardNo');
  if (!passesLuhn(cardNo)) throw badParam('cardNo 银行卡号有误，请核对后重新输入');
  const phone = reqMobile(input, 'phone');
  if (optString(input, 'agreementCode') !== QUICK_PAY_AGREEMENT.code)
    throw badParam(`agreementCode 请先阅读并同意${QUICK_PAY_AGREEMENT.title}`);
  const found = detectCard(loadCatalog(ctx.config.fixturesDir), cardNo);
  if (!found) throw wrongState('暂不支持该银行卡，请查看支持的银行');
  const asked = optString(input, 'bankCode');
  if (asked !== undefined && asked !== found.bank.bankCode) throw badParam('bankCode 与卡号不符');
  const askedType = optString(input, 'cardType') as CardKind | undefined;
  if (askedType !== undefined && askedType !== found.cardType) throw badParam('cardType 与卡号不符');
  if (found.cardType === 'CC') checkCredit(input, now);
  if (state.cards.some((c) => c.cardNo === cardNo)) throw duplicate('该卡已绑定');
  return { cardNo, phone, ...found };
}

export const cardBindHandlers = {
  quickCardPayListSupportBank: ({ ctx, session }) => {
    const catalog = loadCatalog(ctx.config.fixturesDir);
    const list = catalog.banks.map((bank) => {
      const bins = catalog.cardBins
        .filter((b) => b.bankCode === bank.bankCode)
        .map(({ prefix, cardType }) => ({ prefix, cardType }));
      const cardTypes = (['DC', 'CC'] as const).filter((t) => bins.some((b) => b.cardType === t));
      return { ...bank, bins, cardTypes };
    });
    return {
      list,
      agreement: { ...QUICK_PAY_AGREEMENT, content: serverHtml(session, QUICK_PAY_AGREEMENT.content) },
    };
  },
  quickCardPayBindCard: ({ ctx, state, input, now }): CardBindOrder => {
    const { cardNo, phone, bank, cardType } = openBinding(ctx, state, input, now);
    const binds = bindsOf(state);
    const open = binds.find((b) => b.card.cardNo === cardNo && b.status === 'pending');
    const wait = open ? Math.ceil((open.sentAt + RESEND_SECONDS * 1000 - now) / 1000) : 0;
    if (wait > 0) throw wrongState(`验证码已发送，请 ${wait} 秒后再试`);
    if (open) open.status = 'void';
    const card: BankCard = {
      cardId: mintId(state, 'CARD', ymd(now)),
      cardNo,
      bankName: bank.bankName,
      bankCode: bank.bankCode,
      cardType,
      phone,
      isSettlement: false,
      bindTime: dateTime(now),
    };
    const orderNo = mintId(state, 'BD', ymd(now));
    binds.push({ orderNo, card, smsCode: BIND_SMS_CODE, status: 'pending', failures: 0, sentAt: now });
    if (binds.length > 50) binds.splice(0, binds.length - 50);
    return {
      orderNo,
      bindStatus: '0',
      card: publicCard(card),
      phoneMask: maskPhone(phone),
      resendAfter: RESEND_SECONDS,
    };
  },
  quickCardPayBindVerify: ({ state, input, now }): EndpointResponse<'quickCardPayBindVerify'> => {
    const orderNo = reqString(input, 'orderNo');
    smsCode(input);
    const bind = bindsOf(state).find((b) => b.orderNo === orderNo);
    if (!bind) throw notFound(`绑卡订单 ${orderNo}`);
    if (bind.status === 'bound') return { bindStatus: '1', card: publicCard(bind.card) };
    if (bind.status === 'void') throw wrongState('验证码已失效，请重新获取验证码');
    if (now - bind.sentAt > CODE_VALID_MS) throw wrongState('验证码已过期，请重新获取验证码');
    if (input.smsCode !== bind.smsCode) {
      bind.failures += 1;
      if (bind.failures >= MAX_CODE_FAILURES) bind.status = 'void';
      throw new BusinessRuleError(CODES.wrongSmsCode.code, '验证码错误，请重新输入');
    }
    if (state.cards.some((c) => c.cardNo === bind.card.cardNo)) throw duplicate('该卡已绑定');
    bind.status = 'bound';
    bind.card.bindTime = dateTime(now);
    state.cards.push(bind.card);
    return { bindStatus: '1', card: publicCard(bind.card) };
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
