// Abnormal-transaction recovery and the merchant's service packages (set meals).
import { dateTime } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { TRADE_TYPES } from '../../../state/generate/records';
import type { AbnormalTransaction, MerchantState } from '../../../state/model';
import { notFound } from '../../errors';
import { optString, reqMobile } from '../input';
import { constant, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

function find(
  state: MerchantState,
  abnormalId: string | undefined,
  pick: (a: AbnormalTransaction) => boolean,
): AbnormalTransaction {
  const record = abnormalId
    ? state.abnormal.find((a) => a.abnormalId === abnormalId)
    : state.abnormal.find(pick);
  if (!record) throw notFound(`异常交易 ${abnormalId ?? ''}`);
  return record;
}

export const abnormalHandlers = {
  abnormalHandleCheck: ({ state }) => {
    const open = state.abnormal.filter((a) => a.status !== '2');
    return { hasAbnormal: open.length > 0 ? '1' : '0', count: open.length, list: open };
  },
  abnormalHandleCommonQuestions: ({ ctx, input }) => {
    const type = optString(input, 'type') ?? 'abnormal';
    return { list: loadCatalog(ctx.config.fixturesDir).questions.filter((q) => q.type === type) };
  },
  abnormalHandleRecoveryProgress: ({ state, input }) => {
    const record = find(state, optString(input, 'abnormalId'), (a) => a.recovery.length > 0);
    return {
      abnormalId: record.abnormalId,
      status: record.status,
      statusName: record.statusName,
      amount: record.amount,
      progress: record.recovery,
    };
  },
  abnormalHandleTradeType: constant({
    list: TRADE_TYPES.map((t) => ({ tradeType: t.tradeType, tradeTypeName: t.tradeTypeName })),
  }),
  abnormalHandleApply: ({ state, input, now }) => {
    const record = find(state, optString(input, 'abnormalId'), (a) => a.status === '0');
    if (record.status !== '0') throw wrongState('该笔交易已提交找回申请');
    const contactPhone = reqMobile(input, 'contactPhone');
    record.status = '1';
    record.statusName = '找回中';
    record.recovery.push({
      status: '1',
      statusName: '已提交找回申请',
      time: dateTime(now),
      remark: `${optString(input, 'description') ?? record.reason}（联系电话 ${contactPhone.slice(0, 3)}****${contactPhone.slice(7)}）`,
    });
    return {
      abnormalId: record.abnormalId,
      status: record.status,
      statusName: record.statusName,
      progress: record.recovery,
    };
  },
  abnormalHandleInfo: ({ state, input }) => {
    const record = find(state, optString(input, 'abnormalId'), () => true);
    const trade = state.transactions.find((t) => t.uuid === record.uuid);
    return { ...record, trade: trade ?? null };
  },
  userSetMealFind: ({ state }) => ({
    list: [
      {
        mealId: 'SM01',
        name: '基础套餐',
        price: 0,
        description: '扫码 0.38%，刷卡 0.60%',
        active: state.member.vipStatus === '0' ? '1' : '0',
      },
      {
        mealId: 'SM02',
        name: '会员套餐',
        price: 99,
        description: '扫码 0.33%，刷卡 0.55%，每月专享礼包',
        active: state.member.vipStatus === '1' ? '1' : '0',
      },
    ],
  }),
  userSetMealActiveProgress: ({ state, now }) => {
    const monthAmount = state.transactions
      .filter((t) => t.status === '00' && t.tranDt.startsWith(dateTime(now).slice(0, 7).replace('-', '')))
      .reduce((s, t) => s + t.amount, 0);
    const target = 50_000;
    return {
      mealId: state.member.vipStatus === '1' ? 'SM02' : 'SM01',
      progress: Math.round(monthAmount * 100) / 100,
      target,
      status: monthAmount >= target ? '1' : '0',
      statusName: monthAmount >= target ? '已达标' : '未达标',
    };
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
