import type { TransactionRecord } from '@merchant-h5/sdk';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { showHms, showMonthDay } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { signedAmount, statusTone, transactionOutcome } from '../lib/tradeTypes';

export function TransactionRow({ record }: { record: TransactionRecord }) {
  return (
    <RecordRow
      title={`${record.tradeTypeName} · ${record.payWay}`}
      amount={formatYuan(signedAmount(record))}
      time={`${showMonthDay(record.tranDt)} ${showHms(record.tranTime)}`}
      status={record.statusName}
      tone={statusTone(record.status)}
      outcome={transactionOutcome(record)}
    />
  );
}
