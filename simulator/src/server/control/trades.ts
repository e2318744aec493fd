// POST /__sim/trades: the session's merchant takes a payment now, as the terminal would report it —
// a successful trade with its fee, newest first among the records. What hangs on trades reads it
// at once: today's takings, an activity's 'trade' chance, the fee deductions it uses up.
import type { TransactionRecord } from '@merchant-h5/sdk';
import type { TradeAnswer } from '../../shared/control-api/features';
import type { SimContext } from '../context';
import { hms, ymd } from '../state/clock';
import { maskCard } from '../state/generate/mask';
import { TRADE_TYPES } from '../state/generate/records';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

const MAX_AMOUNT = 1_000_000;
/** The sales a merchant takes (a refund is not taken by hand). */
const SALES = TRADE_TYPES.filter((t) => t.tradeType !== '04');

function amountOf(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !(value > 0) ||
    value > MAX_AMOUNT ||
    Math.round(value * 100) !== value * 100
  )
    throw new ControlInputError(
      'invalid_amount',
      `amount must be yuan, 0.01…${MAX_AMOUNT}, at most 2 decimals`,
    );
  return value;
}

/** `{amount, tradeType?}`: one successful sale now ('02' 扫码收款 unless named). */
export function makeTrade(ctx: SimContext, session: SimSession, body: Record<string, unknown>): TradeAnswer {
  const amount = amountOf(body.amount);
  const code = body.tradeType ?? '02';
  const type = SALES.find((t) => t.tradeType === code);
  if (!type)
    throw new ControlInputError(
      'invalid_trade_type',
      `tradeType must be one of ${SALES.map((t) => t.tradeType).join(', ')}`,
    );
  const state = sessionState(ctx, session);
  const now = ctx.settings.now();
  state.sequence += 1;
  const serial = `${ymd(now)}${String(state.sequence).padStart(6, '0')}`;
  const trade: TransactionRecord = {
    uuid: `T${serial}S`,
    tranDt: ymd(now),
    tranTime: hms(now),
    amount,
    fee: Math.round(amount * type.rate * 100) / 100,
    tradeType: type.tradeType,
    tradeTypeName: type.tradeTypeName,
    status: '00',
    statusName: '交易成功',
    cardNo: type.payWays[0].endsWith('卡') ? maskCard('6222020000000000123') : '',
    payWay: type.payWays[0],
    orderNo: `O${serial}S`,
  };
  state.transactions.unshift(trade);
  return { session: session.id, trade };
}
