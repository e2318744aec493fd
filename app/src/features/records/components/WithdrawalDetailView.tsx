// One withdrawal. Without a uuid (/withdrawal/detail) it shows the newest one, or says there is none.
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { WithdrawalDetail } from '@merchant-h5/sdk';
import { DetailScreen } from '../../../components/DetailScreen/DetailScreen';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import type { DetailField } from '../../../components/DetailScreen/DetailFields';
import { Timeline } from '../../../components/Timeline/Timeline';
import { useLatestWithdrawalQuery, useWithdrawalDetailQuery } from '../api/withdrawals';
import { withdrawalOutcome, withdrawalTone } from '../lib/tradeTypes';
import { withdrawalProgress } from '../lib/withdrawalProgress';

function fields(w: WithdrawalDetail): DetailField[] {
  // A failed withdrawal arrived nowhere (the money went back to the balance): no arrived amount.
  const failed = withdrawalOutcome(w.status) === 'failed';
  return [
    { label: '失败原因', value: failed ? w.failReason : undefined },
    { label: '提现金额', value: w.amount, format: 'amount' },
    { label: '手续费', value: w.fee, format: 'amount' },
    { label: '到账金额', value: failed ? undefined : w.arrivalAmount, format: 'amount' },
    { label: '到账银行', value: w.bankName },
    { label: '银行卡号', value: w.cardNo, format: 'card' },
    // The application, processing and arrival times are the timeline's.
    { label: '提现单号', value: w.uuid },
  ];
}

export function WithdrawalDetailView({ uuid }: { uuid?: string }) {
  const latest = useLatestWithdrawalQuery(uuid ? skipToken : undefined);
  const target = uuid ?? latest.data?.list[0]?.uuid;
  const detail = useWithdrawalDetailQuery(target ?? skipToken);
  const data = detail.data;
  return (
    <DetailScreen
      {...queryStatus(latest, detail)}
      isEmpty={!target || !data}
      emptyText={uuid ? '未找到该笔提现' : '暂无提现记录'}
      headline={
        data
          ? {
              title: '提现',
              amount: data.amount,
              status: data.statusName ?? '',
              tone: withdrawalTone(data.status),
              outcome: withdrawalOutcome(data.status),
            }
          : undefined
      }
      progress={data ? <Timeline label="提现进度" steps={withdrawalProgress(data)} /> : null}
      fields={data ? fields(data) : []}
    />
  );
}
