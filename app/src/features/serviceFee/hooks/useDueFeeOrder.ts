// The fee's order for one way of paying, opened as soon as the fee is known to be due: one order per
// idempotency key (a double tap or a reload finds the same one), none for a fee already paid (the
// merchant came back to the pay screen).
import { useCallback, useEffect } from 'react';
import type { ServiceFeePayWay } from '@merchant-h5/sdk';
import { isShownInline } from '../../../lib/apiError';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useOpenServiceFeeOrderMutation, useServiceFeePayedInfoQuery } from '../api/serviceFee';

/**
 * `attempt` tells one order of the channel from the next (a new QR code after one expired): each
 * attempt is its own order request, which must not replay the last.
 *
 * @example const { current, order, open, openFailure, saidHere } = useDueFeeOrder('miniProgram');
 */
export function useDueFeeOrder(channel: ServiceFeePayWay, attempt?: number) {
  const keyFor = useIdempotencyKey(channel);
  const [openOrder, opened] = useOpenServiceFeeOrderMutation();
  const open = useCallback(() => {
    const body = { channel };
    const keyed = attempt === undefined ? body : { ...body, codeNo: attempt };
    void openOrder({ ...body, idempotencyKey: keyFor(keyed) });
  }, [openOrder, keyFor, channel, attempt]);
  const current = useServiceFeePayedInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const due = current.data?.payed === '0';
  useEffect(() => {
    if (due) open();
  }, [due, open]);
  const order = opened.data;
  // A network failure of the order is toasted by the shell: the screen only offers the way on.
  const openFailure = opened.error && !order ? opened.error : undefined;
  const saidHere = openFailure && isShownInline(openFailure) ? openFailure : undefined;
  return { current, due, order, opened, open, openFailure, saidHere };
}
