import type { TransactionRecord } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import { showHms, showMonthDay } from '../lib/dates';
import { statusTone } from '../lib/tradeTypes';
import { RecordRow } from './RecordRow';

export function TransactionRow({ record }: { record: TransactionRecord }) {
  return (
    <RecordRow
      title={`${record.tradeTypeName} · ${record.payWay}`}
      amount={formatYuan(record.amount)}
      time={`${showMonthDay(record.tranDt)} ${showHms(record.tranTime)}`}
      status={record.statusName}
      tone={statusTone(record.status)}
    />
  );
}
