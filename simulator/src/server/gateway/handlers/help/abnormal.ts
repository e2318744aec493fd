// Abnormal-transaction recovery: the trades to handle, the check, the application and its progress.
import { dateTime } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { TRADE_TYPES } from '../../../state/generate/records';
import type { CommonQuestion } from '@merchant-h5/sdk';
import type { AbnormalTransaction, MerchantState } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { optString, reqMobile } from '../input';
import { constant, maskPhone, wrongState } from '../rules';
import { settleRecovery } from './recovery';
import { serverHtml } from '../server-html';
import type { HandlerInput, ServiceHandlers } from '../types';

function find(
  state: MerchantState,
  abnormalId: string | undefined,
  pick: (a: AbnormalTransaction) => boolean,
  now: number,
): AbnormalTransaction {
  const record = abnormalId
    ? state.abnormal.find((a) => a.abnormalId === abnormalId)
    : state.abnormal.find(pick);
  if (!record) throw notFound(`异常交易 ${abnormalId ?? ''}`);
  return settleRecovery(record, now);
}

const recoveryOf = (r: AbnormalTransaction) => ({
  abnormalId: r.abnormalId,
  status: r.status,
  statusName: r.statusName,
  progress: r.recovery,
});

const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

/** One question by code, a search across every group, or one group (see CommonQuestionsRequest). */
function questions(
  all: readonly CommonQuestion[],
  input: HandlerInput<'abnormalHandleCommonQuestions'>,
): CommonQuestion[] {
  const code = optString(input, 'code');
  if (code) return all.filter((q) => q.code === code);
  // At most 32 characters: the contract's limit, checked before any handler (gateway/bounds.ts).
  const keyword = optString(input, 'keyword')?.trim().toLowerCase();
  if (keyword) return all.filter((q) => `${q.title} ${textOf(q.answer)}`.toLowerCase().includes(keyword));
  const type = optString(input, 'type') ?? 'abnormal';
  return all.filter((q) => q.type === type);
}

export const abnormalHandlers = {
  abnormalHandleCheck: ({ state, now }) => {
    for (const a of state.abnormal) settleRecovery(a, now);
    const open = state.abnormal.filter((a) => a.status !== '2');
    const recovered = state.abnormal.filter((a) => a.status === '2');
    return { hasAbnormal: open.length > 0 ? '1' : '0', count: open.length, list: open, recovered };
  },
  abnormalHandleCommonQuestions: ({ ctx, session, input }) => ({
    list: questions(loadCatalog(ctx.config.fixturesDir).questions, input).map((q) => ({
      ...q,
      answer: serverHtml(session, q.answer),
    })),
  }),
  abnormalHandleRecoveryProgress: ({ state, input, now }) => {
    const record = find(state, optString(input, 'abnormalId'), (a) => a.recovery.length > 0, now);
    return { ...recoveryOf(record), amount: record.amount };
  },
  abnormalHandleTradeType: constant({
    list: TRADE_TYPES.map((t) => ({ tradeType: t.tradeType, tradeTypeName: t.tradeTypeName })),
  }),
  abnormalHandleApply: ({ state, input, now }) => {
    const record = find(state, optString(input, 'abnormalId'), (a) => a.status === '0', now);
    if (record.status !== '0') throw wrongState('该笔交易已提交找回申请');
    const contactPhone = reqMobile(input, 'contactPhone');
    const tradeType = optString(input, 'tradeType');
    const typeName = TRADE_TYPES.find((t) => t.tradeType === tradeType)?.tradeTypeName;
    if (tradeType && !typeName) throw badParam('交易类型不存在');
    const description = optString(input, 'description')?.trim() || record.reason;
    record.status = '1';
    record.statusName = '找回中';
    record.recovery.push({
      status: '1',
      statusName: '已提交找回申请',
      time: dateTime(now),
      remark: `${typeName ? `${typeName}：` : ''}${description}（联系电话 ${maskPhone(contactPhone)}）`,
    });
    return recoveryOf(record);
  },
  abnormalHandleInfo: ({ state, input, now }) => {
    const record = find(state, optString(input, 'abnormalId'), () => true, now);
    const trade = state.transactions.find((t) => t.uuid === record.uuid);
    return { ...record, trade: trade ?? null };
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
