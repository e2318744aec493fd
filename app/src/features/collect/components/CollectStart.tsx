// Where a collection starts: the amount form, under it the merchant's last order (what it was and
// how it ended, linked to its result: the way back to a collection the merchant did not see finish).
// The page waits for that order first, so a failed load says so with 重试 instead of half a page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { QuickPayResult } from '@merchant-h5/sdk';
import { Money } from '../../../components/Money';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { useLatestCollectOrderQuery } from '../api/orders';
import { flowLinks, isPayment, resultStateOf } from '../lib/flow';

function LatestOrder({ latest }: { latest: QuickPayResult | undefined }) {
  if (!isPayment(latest)) return null;
  const to = flowLinks(false).result(resultStateOf(latest), latest.payOrderNo);
  return (
    <Section title="上一笔订单">
      <Link className="mh-collect-latest" to={to}>
        <span>
          {latest.statusName}
          <br />
          <span className="mh-collect-muted">{latest.payTime ?? latest.createTime}</span>
        </span>
        <Money amount={latest.amount} />
      </Link>
    </Section>
  );
}

/** The amount form (`form`) with the last order under it, and `children` after. */
export function CollectStart({ form, children }: { form: ReactNode; children?: ReactNode }) {
  const latest = useLatestCollectOrderQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryState {...queryStatus(latest)}>
      {form}
      <LatestOrder latest={latest.data} />
      {children}
    </QueryState>
  );
}
