// Follows a membership order on the result screen through memberBaseInfo.lastOrder (the server
// settles due payments before it answers): asked again on a timer while the payment is being
// confirmed, and not forever (usePollUntil). Paid refreshes everything tagged 'Member' (the home, the
// rights, the cycle tasks), so the next screen shows the membership the server now holds.
import { useEffect } from 'react';
import type { EndpointResponse, MemberOrderView } from '@merchant-h5/sdk';
import type { QueryLike } from '../../../components/QueryState/queryStatus';
import { useAppDispatch } from '../../../lib/state/hooks';
import { usePollUntil } from '../../../lib/usePollUntil';
import { useMemberInfoQuery } from '../api/member';
import { membersApi } from '../api/membersApi';
import { buyResult, type BuyResult } from '../lib/buyResult';

export const RESULT_POLL_MS = 1500;
/** How long the screen keeps asking before it leaves the refresh to the merchant. */
export const RESULT_POLL_LIMIT_MS = 60_000;

export interface MemberBuyResult {
  info: EndpointResponse<'memberBaseInfo'> | undefined;
  /** The order shown: the address's (when it is the newest), else the newest; null when none. */
  order: MemberOrderView | null;
  /** null: no such order, or the first answer is awaited. */
  result: BuyResult | null;
  /** The membership's query, for QueryState (queryStatus). */
  probe: QueryLike & { isSuccess: boolean };
  gaveUp: boolean;
  refresh: () => void;
}

/**
 * @example const { order, result } = useMemberBuyResult(search.get('orderNo'), 'pending');
 */
export function useMemberBuyResult(
  orderNo: string | null,
  word: 'paid' | 'pending' | null,
  { pollMs = RESULT_POLL_MS, pollLimitMs = RESULT_POLL_LIMIT_MS } = {},
): MemberBuyResult {
  const dispatch = useAppDispatch();
  // The query's last answer decides; the poll below feeds the same cache entry.
  const probe = useMemberInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const info = probe.data;
  const last = info?.lastOrder ?? null;
  const order = last && (!orderNo || last.orderNo === orderNo) ? last : null;
  const result = order ? buyResult(order, word) : null;
  const poll = usePollUntil({
    intervalMs: pollMs,
    done: result !== 'confirming',
    giveUpAfterMs: pollLimitMs,
    active: result === 'confirming',
  });
  useMemberInfoQuery(undefined, { pollingInterval: poll.pollingInterval });
  const paid = result === 'paid';
  useEffect(() => {
    if (paid) dispatch(membersApi.util.invalidateTags(['Member']));
  }, [paid, dispatch]);
  return {
    info,
    order,
    result,
    probe,
    gaveUp: poll.gaveUp,
    refresh: () => {
      poll.restart();
      void probe.refetch();
    },
  };
}
