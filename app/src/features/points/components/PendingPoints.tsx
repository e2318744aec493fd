// Points granted but not yet received, each with 领取: receiving one adds it to the balance and the
// bill (the 'Points' tag refreshes both). What happened is said once, in the section's status line.
import { useState } from 'react';
import type { PreIntegral } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { showYmd } from '../../../lib/dates';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useCollectPendingPointsMutation, usePendingPointsQuery } from '../api/pending';
import { formatPoints } from '../../../lib/format';
import { PointsNotice } from './PointsNotice';
import type { Notice } from './PointsNotice';

function PendingRow({ entry, onNotice }: { entry: PreIntegral; onNotice: (n: Notice) => void }) {
  const [collect] = useCollectPendingPointsMutation();
  const { submitWithoutKey, submitting } = useSubmitOnce(`pending-${entry.id}`);
  const receive = async () => {
    // Not an idempotent endpoint: no key is sent, or kept pending; the server removes the entry once
    // received.
    const answer = await submitWithoutKey(() => collect(entry.id), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        onNotice({ text: error.message, tone: 'warning' });
        return true;
      },
    });
    if (answer)
      onNotice({ text: `已领取 ${formatPoints(answer.received.points)} 积分（${answer.received.title}）` });
  };
  return (
    <li>
      <span className="mh-points-row-text">
        <span>{entry.title}</span>
        <small>有效期至 {showYmd(entry.expireDate)}</small>
      </span>
      <span className="mh-points-gain">+{formatPoints(entry.points)}</span>
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--row-action"
        disabled={submitting}
        aria-label={`领取 ${entry.title} ${formatPoints(entry.points)} 积分`}
        onClick={() => void receive()}
      >
        {submitting ? '领取中' : '领取'}
      </button>
    </li>
  );
}

export function PendingPoints() {
  const pending = usePendingPointsQuery();
  const [notice, setNotice] = useState<Notice>();
  const list = pending.data?.list ?? [];
  return (
    <Section title="待领取积分">
      <PointsNotice notice={notice} />
      <QueryState {...queryStatus(pending)} skeletonLines={2}>
        {list.length > 0 ? (
          <ul className="mh-points-rows" aria-label="待领取积分">
            {list.map((p) => (
              <PendingRow key={p.id} entry={p} onNotice={setNotice} />
            ))}
          </ul>
        ) : (
          <p className="mh-points-muted">暂无待领取积分：交易达标、参与活动获得的积分会在这里领取。</p>
        )}
      </QueryState>
    </Section>
  );
}
