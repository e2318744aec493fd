// What the host's `swipeCardPay` answers (`errorCode`) and what each answer means for the order: the
// app says it to the merchant, the simulator's host answers with it and moves the order on. '0000' is
// success (docs/product.md §9); the others are this project's table of the card reader's answers.

/** What happened to the order: paid, refused by the bank (a new order is needed), or nothing charged yet. */
export type SwipeOutcome = 'paid' | 'declined' | 'retry';

export interface SwipeCode {
  outcome: SwipeOutcome;
  /** what the merchant reads */
  text: string;
}

/**
 * @example SWIPE_CODES['1001'].text // '发卡行拒绝交易，请让顾客换卡或联系发卡行'
 */
export const SWIPE_CODES = {
  '0000': { outcome: 'paid', text: '刷卡成功' },
  '1001': { outcome: 'declined', text: '发卡行拒绝交易，请让顾客换卡或联系发卡行' },
  '1002': { outcome: 'declined', text: '卡内余额不足，请让顾客换卡支付' },
  '1003': { outcome: 'declined', text: '密码错误次数过多，该卡今日无法交易' },
  '2001': { outcome: 'retry', text: '读卡失败，请重新插卡或刷卡' },
  '2002': { outcome: 'retry', text: '未连接刷卡设备，请检查设备连接后重试' },
  '3001': { outcome: 'retry', text: '已取消刷卡，未扣款' },
  '3002': { outcome: 'retry', text: '刷卡超时，未扣款，请重新刷卡' },
} as const satisfies Record<string, SwipeCode>;

export type SwipeErrorCode = keyof typeof SWIPE_CODES;

/**
 * The meaning of a host's answer; a code not in the table is a retry with its own text.
 *
 * @example swipeCodeOf('3001').outcome // 'retry'
 */
export function swipeCodeOf(errorCode: string): SwipeCode {
  return Object.prototype.hasOwnProperty.call(SWIPE_CODES, errorCode)
    ? SWIPE_CODES[errorCode as SwipeErrorCode]
    : { outcome: 'retry', text: `刷卡未完成（${errorCode}），未扣款，请重试` };
}
