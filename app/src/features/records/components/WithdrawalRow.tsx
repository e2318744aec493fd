import type { WithdrawalRecord } from '@merchant-h5/sdk';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { formatYuan } from '../../../lib/format';
import { withdrawalOutcome, withdrawalTone } from '../lib/tradeTypes';

/** A withdrawal: the bank and the card's last four digits (never more), amount, time, status. */
export function WithdrawalRow({ record }: { record: WithdrawalRecord }) {
  return (
    <RecordRow
      title={`提现至${record.bankName}（${record.cardNo.slice(-4)}）`}
      amount={formatYuan(record.amount)}
      time={record.applyTime}
      status={record.statusName}
      tone={withdrawalTone(record.status)}
      outcome={withdrawalOutcome(record.status)}
    />
  );
}
