// One card swipe through the host's typed `swipeCardPay` call, and what its answer means for the
// screen: paid, declined (the order failed), try again (nothing charged), the host cannot swipe, or
// no answer in time (the order's state is then asked of the server).
import {
  isBridgeTimeoutError,
  isBridgeUnavailableError,
  isNativeError,
  isVersionGateError,
  swipeCodeOf,
} from '@merchant-h5/sdk';
import type { NativeApi, QuickPayment } from '@merchant-h5/sdk';

/** How long the host may take: the payer swipes or inserts a card and may type a PIN. */
export const SWIPE_TIMEOUT_MS = 90_000;

export type SwipeAnswer =
  | { kind: 'paid' }
  | { kind: 'declined'; text: string }
  | { kind: 'retry'; text: string }
  | { kind: 'unsupported'; text: string }
  | { kind: 'noAnswer'; text: string };

export const NO_READER_TEXT = '当前环境无法刷卡：请在商户 App 中刷卡收款，或改用扫码收款';
const UNSUPPORTED_TEXT = '当前 App 版本不支持刷卡，请升级 App 后重试，或改用扫码收款';
const NO_ANSWER_TEXT = '刷卡设备未响应，请查看订单结果后再决定是否重新收款';

/**
 * @example
 * const answer = await swipeCard(native, order);
 * if (answer.kind === 'paid') navigate(resultHref);
 */
export async function swipeCard(
  native: Pick<NativeApi, 'swipeCardPay'> | null,
  order: Pick<QuickPayment, 'payOrderNo' | 'amount'>,
  timeoutMs = SWIPE_TIMEOUT_MS,
): Promise<SwipeAnswer> {
  if (!native) return { kind: 'unsupported', text: NO_READER_TEXT };
  try {
    const { errorCode } = await native.swipeCardPay(
      { amount: order.amount.toFixed(2), orderNo: order.payOrderNo },
      { timeoutMs },
    );
    const { outcome, text } = swipeCodeOf(String(errorCode));
    return outcome === 'paid' ? { kind: 'paid' } : { kind: outcome, text };
  } catch (e) {
    if (isBridgeTimeoutError(e)) return { kind: 'noAnswer', text: NO_ANSWER_TEXT };
    if (isBridgeUnavailableError(e)) return { kind: 'unsupported', text: NO_READER_TEXT };
    if (isVersionGateError(e) || (isNativeError(e) && ['NOT_FOUND', 'VERSION'].includes(e.errorCode)))
      return { kind: 'unsupported', text: UNSUPPORTED_TEXT };
    // The host answered with its own failure (the reader is unreachable…): nothing was charged.
    return {
      kind: 'retry',
      text: isNativeError(e) && e.errorMsg ? e.errorMsg : '刷卡未完成，未扣款，请重试',
    };
  }
}
