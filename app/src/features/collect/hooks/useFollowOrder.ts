// Follows an open collection order until the payer has paid or it failed, then moves to its result
// screen. Not forever: after `giveUpAfterMs` the screen says it is still waiting and offers 刷新.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { usePollUntil } from '../../../lib/usePollUntil';
import { useCollectOrderQuery } from '../api/orders';
import { isPayment, resultStateOf } from '../lib/flow';
import { useFlowLinks } from '../lib/useFlowLinks';

export const ORDER_POLL_MS = 2000;
export const ORDER_WAIT_MS = 5 * 60_000;

export interface FollowOptions {
  /** Move to the result screen once settled (false: the result screen itself follows). */
  moveOn?: boolean;
  intervalMs?: number;
  giveUpAfterMs?: number;
}

export function useFollowOrder(payOrderNo: string | null, options: FollowOptions = {}) {
  const { moveOn = true, intervalMs = ORDER_POLL_MS, giveUpAfterMs = ORDER_WAIT_MS } = options;
  const links = useFlowLinks();
  const navigate = useNavigate();
  const query = useCollectOrderQuery(payOrderNo ?? skipToken, { refetchOnMountOrArgChange: true });
  const order = isPayment(query.data) ? query.data : undefined;
  const settled = order !== undefined && resultStateOf(order) !== 'processing';
  const poll = usePollUntil({ intervalMs, done: settled, giveUpAfterMs, active: order !== undefined });
  useCollectOrderQuery(payOrderNo ?? skipToken, { pollingInterval: poll.pollingInterval });
  useEffect(() => {
    if (moveOn && order && settled)
      void navigate(links.result(resultStateOf(order), order.payOrderNo), { replace: true });
  }, [moveOn, order, settled, navigate, links]);
  return { query, order, poll };
}
