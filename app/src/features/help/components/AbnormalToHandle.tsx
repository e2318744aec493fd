// /help/handleExceptionPage: the abnormal trades not yet recovered (abnormalHandle/check).
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useAbnormalCheckQuery } from '../api/abnormal';
import { AbnormalList } from './AbnormalList';

export function AbnormalToHandle() {
  const check = useAbnormalCheckQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = check.data?.list ?? [];
  const waiting = list.filter((a) => a.status === '0').length;
  return (
    <QueryState
      {...queryStatus(check)}
      isEmpty={list.length === 0}
      emptyText="暂无异常交易"
      emptyDescription="交易异常时会在这里提醒您处理"
    >
      <p className="mh-help-lead">
        {waiting > 0 ? `有 ${waiting} 笔交易待您确认` : '异常交易均已提交找回，请留意处理进度'}
      </p>
      <AbnormalList label="异常交易" items={list} />
    </QueryState>
  );
}
