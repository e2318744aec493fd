// Where a collection goes next. An order ends on /others/result/{state}; one bought from 开心送 inside
// the mini program stays in the mirror's flow (xyf/HappyDelivery → HappyDelivery/swipeCardPayingPage →
// HappyDelivery/result/{state}), whose patterns differ from the main ones (paths.mirror).
import type { QuickPayment, QuickPayResult } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';

export type ResultState = 'success' | 'failure' | 'processing';

export const RESULT_STATES: readonly ResultState[] = ['success', 'failure', 'processing'];

/** An order's state as the result route names it. @example resultStateOf({ status: '03' }) // 'failure' */
export function resultStateOf(order: Pick<QuickPayResult, 'status'>): ResultState {
  if (order.status === '00') return 'success';
  if (order.status === '03') return 'failure';
  return 'processing';
}

export const isPayment = (r: QuickPayResult | undefined): r is QuickPayment =>
  r !== undefined && r.status !== 'none';

/** The screens of one flow: the main routes, or the mini program's 开心送 mirror. */
export interface FlowLinks {
  result: (state: ResultState, payOrderNo: string) => string;
  swipe: (payOrderNo?: string) => string;
  happyDelivery: (activityId?: string) => string;
}

export function flowLinks(inMirror: boolean): FlowLinks {
  if (inMirror)
    return {
      result: (state, payOrderNo) => href(paths.mirror.happyDeliveryResult, { state }, { payOrderNo }),
      swipe: (payOrderNo) => href(paths.mirror.happyDeliverySwipeCardPayingPage, {}, { payOrderNo }),
      happyDelivery: (activityId) => href(paths.mirror.happyDelivery, { activityId }),
    };
  return {
    result: (state, payOrderNo) => href(paths.payments.othersResult, { state }, { payOrderNo }),
    swipe: (payOrderNo) => href(paths.payments.swipeCardPayingPage, {}, { payOrderNo }),
    happyDelivery: () => href(paths.payments.happyDelivery),
  };
}

/** Where the merchant starts a new collection like `order` (its page by pay way and purpose). */
export function startOver(order: Pick<QuickPayment, 'payWay' | 'purpose'>, links: FlowLinks): string {
  if (order.purpose === 'happySend') return links.happyDelivery();
  if (order.payWay === 'swipe') return links.swipe();
  return href(order.purpose === 'deposit' ? paths.payments.depositQRCode : paths.payments.othersQrcode);
}
