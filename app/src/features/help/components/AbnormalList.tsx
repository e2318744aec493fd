// Abnormal trades as rows: one waiting for the merchant opens its check, one under recovery its progress.
import type { AbnormalTransaction } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { abnormalTone, dayText } from '../lib/recovery';

const rowHref = ({ abnormalId, status }: AbnormalTransaction) =>
  status === '0'
    ? href(paths.help.payExceptionPage, { abnormalId })
    : href(paths.help.payExceptionProgressPage, { abnormalId });

export function AbnormalList({ label, items }: { label: string; items: readonly AbnormalTransaction[] }) {
  return (
    <ul className="mh-help-list" aria-label={label} data-state="ready">
      {items.map((a) => (
        <li key={a.abnormalId}>
          <Link className="mh-help-row" to={rowHref(a)}>
            <RecordRow
              title={`${a.tradeTypeName} · ${a.reason}`}
              amount={formatYuan(a.amount)}
              time={dayText(a.tranDt)}
              status={a.statusName}
              tone={abnormalTone(a.status)}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
