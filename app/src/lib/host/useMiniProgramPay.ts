// Paying inside the mini program: its web-view cannot pay, so the order is handed to the mini
// program's pay page, which comes back to the H5's result route when the merchant is done.
import { useCallback } from 'react';
import { miniProgramPayUrl } from '../../config/miniProgram';
import { useHost } from './useHost';

/**
 * The navigation state of a pay tap: the screen it opens hands the order to the mini program at
 * once. A screen opened any other way (a deep link, back from the mini program) waits for a tap.
 */
export const PAY_TAPPED = { payTapped: true } as const;

/** @example arrivedByPayTap(useLocation().state) // true after navigate(to, { state: PAY_TAPPED }) */
export function arrivedByPayTap(state: unknown): boolean {
  return (state as { payTapped?: unknown } | null)?.payTapped === true;
}

/**
 * The hand-off of an order to the mini program's pay page, or null outside a mini program (the
 * screen then pays as it always did). It resolves once WeChat has answered and never rejects.
 *
 * @example
 * const handOff = useMiniProgramPay();
 * if (handOff) await handOff(order.orderNo);
 */
export function useMiniProgramPay(): ((orderNo: string) => Promise<void>) | null {
  const { miniProgram } = useHost();
  const handOff = useCallback(
    (orderNo: string) => miniProgram?.navigateTo?.({ url: miniProgramPayUrl(orderNo) }) ?? Promise.resolve(),
    [miniProgram],
  );
  return miniProgram?.navigateTo ? handOff : null;
}
