// /help/payExceptionPage/{abnormalId}: the abnormal trade, the check the merchant answers (did the
// money arrive?), and, when it did not, the recovery application. One already applied for links
// to its progress instead.
import type { AbnormalTransactionInfo } from '@merchant-h5/sdk';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DetailScreen } from '../../../components/DetailScreen/DetailScreen';
import type { DetailField } from '../../../components/DetailScreen/DetailFields';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useAbnormalInfoQuery } from '../api/abnormal';
import { abnormalTone, dayText } from '../lib/recovery';
import { RecoveryCheck, type CheckAnswer } from './RecoveryCheck';
import { RecoveryForm } from './RecoveryForm';

function fields(a: AbnormalTransactionInfo): DetailField[] {
  return [
    { label: '异常原因', value: a.reason },
    { label: '交易日期', value: dayText(a.tranDt) },
    { label: '支付方式', value: a.trade?.payWay },
    { label: '交易单号', value: a.uuid },
  ];
}

function NextStep({ info }: { info: AbnormalTransactionInfo }) {
  const [answer, setAnswer] = useState<CheckAnswer | null>(null);
  if (info.status !== '0')
    return (
      <Link
        className="mh-button mh-button--primary mh-button--block mh-help-action"
        to={href(paths.help.payExceptionProgressPage, { abnormalId: info.abnormalId })}
      >
        查看找回进度
      </Link>
    );
  return (
    <>
      <RecoveryCheck answer={answer} onAnswer={setAnswer} />
      {answer === 'missing' ? <RecoveryForm abnormalId={info.abnormalId} tradeType={info.tradeType} /> : null}
      {answer === 'arrived' ? (
        <p className="mh-help-note" role="status">
          款项已到账，无需申请找回。如仍有疑问，可在<Link to={href(paths.help.index)}>帮助中心</Link>
          联系客服。
        </p>
      ) : null}
    </>
  );
}

export function AbnormalDetailView({ abnormalId }: { abnormalId: string }) {
  const info = useAbnormalInfoQuery(abnormalId);
  const data = info.data;
  return (
    <DetailScreen
      {...queryStatus(info)}
      isEmpty={!data}
      emptyText="未找到该笔异常交易"
      headline={
        data
          ? {
              title: data.tradeTypeName,
              amount: data.amount,
              status: data.statusName,
              tone: abnormalTone(data.status),
            }
          : undefined
      }
      fields={data ? fields(data) : []}
      footer={data ? <NextStep info={data} /> : null}
    />
  );
}
