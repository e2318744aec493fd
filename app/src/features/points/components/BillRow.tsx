// One line of the points bill: what, the change with its sign, when, the kind and the balance after.
import type { PointEntry } from '@merchant-h5/sdk';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { billKind } from '../lib/billTypes';
import { formatPoints, formatPointsChange } from '../../../lib/format';

export function BillRow({ entry }: { entry: PointEntry }) {
  const kind = billKind(entry.type);
  return (
    <div className="mh-points-entry" data-kind={kind}>
      <RecordRow
        title={entry.title}
        amount={formatPointsChange(entry.points)}
        time={entry.time}
        status={`${entry.typeName} · 余额 ${formatPoints(entry.balanceAfter)}`}
        tone={kind === 'earned' ? 'success' : undefined}
      />
    </div>
  );
}
