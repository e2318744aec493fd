// The swipe of an order, one at a time: the host's answer moves the screen on (paid or declined →
// the result screen; no answer → the result screen asks the server) or stays to say why and offers
// the swipe again on the same order (nothing was charged).
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuickPayment } from '@merchant-h5/sdk';
import { useHost } from '../../../lib/host/useHost';
import { swipeCard } from '../lib/swipe';
import type { SwipeAnswer } from '../lib/swipe';
import { useFlowLinks } from '../lib/useFlowLinks';

export function useSwipe(timeoutMs?: number) {
  const { native } = useHost();
  const links = useFlowLinks();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [swiping, setSwiping] = useState(false);
  const [answer, setAnswer] = useState<SwipeAnswer>();

  const swipe = useCallback(
    async (order: Pick<QuickPayment, 'payOrderNo' | 'amount'>) => {
      if (busy.current) return;
      busy.current = true;
      setSwiping(true);
      setAnswer(undefined);
      const got = await swipeCard(native, order, timeoutMs);
      busy.current = false;
      setSwiping(false);
      if (got.kind === 'paid') void navigate(links.result('success', order.payOrderNo), { replace: true });
      else if (got.kind === 'declined')
        void navigate(links.result('failure', order.payOrderNo), { replace: true });
      else setAnswer(got);
    },
    [native, timeoutMs, navigate, links],
  );
  return { swipe, swiping, answer, canSwipe: native !== null };
}
