import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router-dom';
import type { TransactionDetail } from '@merchant-h5/sdk';
import type { DetailField } from '../../../components/DetailScreen/DetailFields';
import { DetailScreen } from '../../../components/DetailScreen/DetailScreen';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { showHms, showYmd } from '../../../lib/dates';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { useTransactionDetailQuery } from '../api/transactionDetail';
import { signedAmount, statusTone, transactionOutcome } from '../lib/tradeTypes';

export interface TransactionDetailViewProps {
  uuid?: string;
  tranDt?: string;
  type?: string;
}

function fields(d: TransactionDetail): DetailField[] {
  const failed = transactionOutcome(d) === 'failed';
  return [
    // Why it failed comes right under the amount: it is what the merchant opened a failed trade for.
    { label: '失败原因', value: failed ? d.failReason : undefined },
    { label: '交易金额', value: signedAmount(d), format: 'amount' },
    { label: '手续费', value: d.fee, format: 'amount' },
    // A failed trade settles nothing: no settlement line rather than a misleading figure.
    { label: '结算金额', value: failed ? undefined : d.settleAmount, format: 'amount' },
    { label: '支付方式', value: d.payWay },
    { label: '银行卡号', value: d.cardNo, format: 'card' },
    { label: '发卡银行', value: d.bankName },
    { label: '交易时间', value: `${showYmd(d.tranDt)} ${showHms(d.tranTime)}` },
    { label: '订单号', value: d.orderNo },
    { label: '交易流水号', value: d.uuid },
    { label: '商户名称', value: d.merchantName },
    { label: '商户编号', value: d.merchantNo },
    { label: '终端编号', value: d.terminalNo },
  ];
}

/** One transaction, from the route's uuid and tranDt (and the trade type when given). */
export function TransactionDetailView({ uuid, tranDt, type }: TransactionDetailViewProps) {
  const arg = uuid && tranDt ? { uuid, tranDt, ...(type ? { type } : {}) } : skipToken;
  const query = useTransactionDetailQuery(arg);
  const { data } = query;
  const toScreen = useMirrorHref();
  // A refund names the payment it returns: its detail opens in the same context (mirror or not).
  const original =
    data?.origUuid && data.origTranDt
      ? toScreen(
          paths.records.transactionDetail,
          href(paths.records.transactionDetail, { uuid: data.origUuid, tranDt: data.origTranDt }),
        )
      : null;
  return (
    <DetailScreen
      {...queryStatus(query)}
      isEmpty={arg === skipToken || !data}
      emptyText="未找到该笔交易"
      headline={
        data
          ? {
              title: data.tradeTypeName,
              amount: signedAmount(data),
              status: data.statusName,
              tone: statusTone(data.status),
              outcome: transactionOutcome(data),
            }
          : undefined
      }
      fields={data ? fields(data) : []}
      footer={
        original ? (
          <Link className="mh-detail-link" to={original}>
            查看原交易
          </Link>
        ) : null
      }
    />
  );
}
