// The transaction list's answer beyond paging: what a search keyword matches, the subtotals of the
// days a page shows, and today's takings with their T+1 arrival (docs/simulator.md "Records").
import { endpoints, type DaySubtotal, type TodayTakings, type TransactionRecord } from '@merchant-h5/sdk';
import { DAY_MS, parseYmd, ymd } from '../../../state/clock';
import { badParam } from '../../errors';

const round2 = (n: number) => Math.round(n * 100) / 100;
const isSuccess = (t: TransactionRecord) => t.status === '00';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const CARD_TAIL = /^\d{4}$/;
/** Only digits, as long as a card number: refused, a full card number never travels as a keyword. */
const CARD_NUMBER = /^\d{12,19}$/;
const MAX_KEYWORD = endpoints.transactionRecordList.limits.keyword.maxLength;
/** An order number is searched from this many characters on, so '88' does not match every order. */
const MIN_ORDER_PART = 6;

/**
 * The test a trade must pass for `keyword`: an amount ('88', '88.00', '¥1,288.5'), a card's last
 * four digits, or part of an order number. Throws 1001 for a full card number or an overlong text.
 *
 * @example
 * state.transactions.filter(keywordMatcher('88.00'));
 */
export function keywordMatcher(keyword: string | undefined): (t: TransactionRecord) => boolean {
  const text = (keyword ?? '').replace(/[\s,，¥￥]/g, '').toUpperCase();
  if (!text) return () => true;
  if (text.length > MAX_KEYWORD) throw badParam(`keyword 最长 ${MAX_KEYWORD} 个字符`);
  if (CARD_NUMBER.test(text)) throw badParam('keyword 不能是完整卡号，请只输入卡号后四位');
  const amount = AMOUNT.test(text) ? Number(text) : NaN;
  const tail = CARD_TAIL.test(text) ? text : undefined;
  const orderPart = text.length >= MIN_ORDER_PART ? text : undefined;
  return (t) =>
    Math.abs(t.amount) === amount ||
    (tail !== undefined && t.cardNo.endsWith(tail)) ||
    (orderPart !== undefined && t.orderNo.toUpperCase().includes(orderPart));
}

function subtotal(trades: readonly TransactionRecord[]): { count: number; amount: number } {
  const ok = trades.filter(isSuccess);
  return { count: ok.length, amount: round2(ok.reduce((s, t) => s + t.amount, 0)) };
}

/** Per day shown in `page` (newest first): the successful trades of all `matching` that day. */
export function daySubtotals(
  page: readonly TransactionRecord[],
  matching: readonly TransactionRecord[],
): DaySubtotal[] {
  const dates = [...new Set(page.map((t) => t.tranDt))];
  return dates.map((date) => ({ date, ...subtotal(matching.filter((t) => t.tranDt === date)) }));
}

/** The next working day (Monday to Friday; public holidays are not modelled) after 'YYYYMMDD'. */
export function nextWorkingDay(day: string): string {
  let ms = parseYmd(day) + DAY_MS;
  // parseYmd gives UTC+8 midnight; shifting by 8 h reads that calendar day's weekday in UTC.
  while ([0, 6].includes(new Date(ms + 8 * 3600_000).getUTCDay())) ms += DAY_MS;
  return ymd(ms);
}

/** Today's successful trades (every type, whatever the filter) and when they arrive: T+1. */
export function todayTakings(all: readonly TransactionRecord[], now: number): TodayTakings {
  const date = ymd(now);
  return {
    date,
    ...subtotal(all.filter((t) => t.tranDt === date)),
    settleCycle: 'T+1',
    expectedArrival: nextWorkingDay(date),
  };
}
