// Transaction and withdrawal history of a scenario: `history.days` full days before today plus
// today's trades up to the clock's time, newest first.
import type {
  MyOrder,
  PurchaseOrderDetail,
  TransactionDetail,
  TransactionRecord,
  WithdrawalDetail,
} from '@merchant-h5/sdk';
import { DAY_MS, dateTime, hms, startOfDay, ymd } from '../clock';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';
import { maskCard } from './mask';

export const TRADE_TYPES = [
  { tradeType: '01', tradeTypeName: '刷卡消费', weight: 40, payWays: ['借记卡', '贷记卡'], rate: 0.006 },
  {
    tradeType: '02',
    tradeTypeName: '扫码收款',
    weight: 45,
    payWays: ['微信', '支付宝', '云闪付'],
    rate: 0.0038,
  },
  { tradeType: '03', tradeTypeName: '闪付', weight: 12, payWays: ['贷记卡', '云闪付'], rate: 0.006 },
  { tradeType: '04', tradeTypeName: '退货', weight: 3, payWays: ['借记卡', '贷记卡'], rate: 0 },
] as const;

/** What only a trade's detail tells (docs/simulator.md): a failure's reason, a refund's original. */
export type TradeNote = Pick<TransactionDetail, 'failReason' | 'origUuid' | 'origTranDt'>;

const FAIL_REASONS = ['余额不足', '发卡行拒绝交易', '密码错误次数超限', '卡片已过期'] as const;

/**
 * Notes for failed trades and refunds, drawn without the random source so the trades themselves stay
 * as they were: a failure's reason by its sequence, a refund's original as the newest earlier
 * successful sale at least as large.
 */
export function tradeNotes(transactions: readonly TransactionRecord[]): Record<string, TradeNote> {
  const notes: Record<string, TradeNote> = {};
  const sales: TransactionRecord[] = [];
  transactions.forEach((t, i) => {
    if (t.status === '01') notes[t.uuid] = { failReason: FAIL_REASONS[i % FAIL_REASONS.length] };
    if (t.tradeType === '04') {
      let orig: TransactionRecord | undefined;
      for (let j = sales.length - 1; j >= 0 && !orig; j--) if (sales[j]!.amount >= -t.amount) orig = sales[j];
      if (orig) notes[t.uuid] = { ...notes[t.uuid], origUuid: orig.uuid, origTranDt: orig.tranDt };
    } else if (t.status === '00') sales.push(t);
  });
  return notes;
}

const CARD_BINS = ['622202', '621700', '622848', '625807', '436742', '622588', '620522'];

function pickTradeType(rng: Random) {
  let roll = rng.int(1, 100);
  for (const t of TRADE_TYPES) {
    roll -= t.weight;
    if (roll <= 0) return t;
  }
  return TRADE_TYPES[0];
}

/** Trades of one day (midnight `dayStart`), oldest first; `until` cuts today's at the clock time. */
function tradesOfDay(
  def: ScenarioDefinition,
  rng: Random,
  dayStart: number,
  until: number,
  seq: { n: number },
): TransactionRecord[] {
  const [minCount, maxCount] = def.history.transactionsPerDay;
  const [minAmount, maxAmount] = def.history.amountRange;
  const count = rng.int(minCount, maxCount);
  const times = Array.from(
    { length: count },
    () => dayStart + rng.int(7 * 3600, 22 * 3600 + 3599) * 1000,
  ).sort((a, b) => a - b);
  const isToday = until - dayStart < DAY_MS;
  const out: TransactionRecord[] = [];
  for (const time of times) {
    const type = pickTradeType(rng);
    // Cubed roll: most trades are small, a few are large, as at a corner shop.
    const amount = Math.round((minAmount + (maxAmount - minAmount) * rng.next() ** 3) * 100) / 100;
    const payWay = rng.pick(type.payWays);
    const statusRoll = rng.next();
    if (time > until) continue;
    const status = isToday && statusRoll > 0.97 ? '02' : statusRoll > 0.985 ? '01' : '00';
    const isCard = payWay.endsWith('卡');
    seq.n += 1;
    const serial = `${ymd(time)}${String(seq.n).padStart(6, '0')}`;
    out.push({
      uuid: `T${serial}`,
      tranDt: ymd(time),
      tranTime: hms(time),
      amount: type.tradeType === '04' ? -amount : amount,
      fee: status === '00' ? Math.round(amount * type.rate * 100) / 100 : 0,
      tradeType: type.tradeType,
      tradeTypeName: type.tradeTypeName,
      status,
      statusName: status === '00' ? '交易成功' : status === '01' ? '交易失败' : '处理中',
      cardNo: isCard ? maskCard(`${rng.pick(CARD_BINS)}${rng.digits(9)}${rng.digits(4)}`) : '',
      payWay,
      orderNo: `O${serial}`,
    });
  }
  return out;
}

/**
 * Arrival is T+1, and a merchant always has a withdrawal to follow: when none was applied for in the
 * last two hours, the newest one that arrived is still with the bank (whatever the day or the hour,
 * so a journey that follows one never depends on the clock). Applied after the draws, so the random
 * source (and every other record) stays as it was.
 */
function holdNewestWithdrawal(withdrawals: WithdrawalDetail[]): void {
  if (withdrawals.some((w) => w.status === '01')) return;
  const newest = [...withdrawals].reverse().find((w) => w.status === '00');
  if (!newest) return;
  newest.status = '01';
  newest.statusName = '处理中';
  delete newest.arrivalTime;
}

export function generateRecords(
  def: ScenarioDefinition,
  rng: Random,
  now: number,
  cardNo: string,
  bankName: string,
) {
  const today = startOfDay(now);
  const transactions: TransactionRecord[] = [];
  const withdrawals: WithdrawalDetail[] = [];
  const seq = { n: 0 };
  const days = def.history.days;
  for (let d = days; d >= 0 && days > 0; d--) {
    const dayStart = today - d * DAY_MS;
    const trades = tradesOfDay(def, rng, dayStart, now, seq);
    transactions.push(...trades);
    const net = trades.filter((t) => t.status === '00').reduce((s, t) => s + t.amount - t.fee, 0);
    // The day's takings are withdrawn the next morning (today's stay in the account).
    if (d > 0 && net > 0 && rng.chance(def.history.withdrawalProbability)) {
      const applyAt = dayStart + DAY_MS + rng.int(8 * 3600, 11 * 3600) * 1000;
      if (applyAt > now) continue;
      const amount = Math.round(net * 100) / 100;
      const fee = amount >= 1000 ? 0 : 2;
      const failed = rng.chance(0.03);
      const pending = now - applyAt < 2 * 3600_000;
      const status = failed ? '02' : pending ? '01' : '00';
      withdrawals.push({
        uuid: `W${ymd(applyAt)}${String(withdrawals.length + 1).padStart(4, '0')}`,
        applyTime: dateTime(applyAt),
        amount,
        fee,
        arrivalAmount: Math.round((amount - fee) * 100) / 100,
        status,
        statusName: status === '00' ? '已到账' : status === '01' ? '处理中' : '提现失败',
        bankName,
        cardNo: maskCard(cardNo),
        ...(applyAt + 180_000 <= now ? { processTime: dateTime(applyAt + 180_000) } : {}),
        ...(status === '00' ? { arrivalTime: dateTime(applyAt + rng.int(30, 120) * 60_000) } : {}),
        ...(status === '02' ? { failReason: '收款银行账户状态异常，资金已退回余额' } : {}),
      });
    }
  }
  holdNewestWithdrawal(withdrawals);
  const notes = tradeNotes(transactions);
  transactions.reverse();
  withdrawals.reverse();
  return { transactions, withdrawals, notes };
}

const PURCHASES = [
  { type: '01', goodsName: '智能 POS 机具', amount: 199 },
  { type: '02', goodsName: '机具服务费', amount: 99 },
  { type: '03', goodsName: '付费会员（年卡）', amount: 99 },
  { type: '04', goodsName: '费率减免券（30 天）', amount: 9.9 },
  { type: '05', goodsName: '流量卡年费', amount: 36 },
];

export function generatePurchaseOrders(
  count: number,
  rng: Random,
  now: number,
): { purchaseOrders: PurchaseOrderDetail[]; internetOrders: MyOrder[] } {
  const purchaseOrders: PurchaseOrderDetail[] = [];
  for (let i = 0; i < count; i++) {
    const p = PURCHASES[i % PURCHASES.length]!;
    const created = now - rng.int(2, 80) * DAY_MS - rng.int(0, 36_000) * 1000;
    purchaseOrders.push({
      uuid: `P${ymd(created)}${String(i + 1).padStart(4, '0')}`,
      orderNo: `PO${ymd(created)}${rng.digits(8)}`,
      goodsType: p.type,
      goodsName: p.goodsName,
      quantity: 1,
      amount: p.amount,
      payWay: rng.pick(['微信', '支付宝', '云闪付']),
      status: '02',
      statusName: '已支付',
      createTime: dateTime(created),
      payTime: dateTime(created + 60_000),
    });
  }
  purchaseOrders.sort((a, b) => b.createTime.localeCompare(a.createTime));
  const internetOrders: MyOrder[] = purchaseOrders.map((o) => ({
    orderNo: o.orderNo,
    goodsName: o.goodsName,
    amount: o.amount,
    status: o.status,
    statusName: o.statusName,
    createTime: o.createTime,
  }));
  return { purchaseOrders, internetOrders };
}
