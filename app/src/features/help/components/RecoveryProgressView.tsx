// /help/payExceptionProgressPage/{abnormalId}: the recovery as a timeline. While it is under way
// the screen asks again every few seconds, so a step the back office takes shows without a reload.
import { Link } from 'react-router-dom';
import { DetailScreen } from '../../../components/DetailScreen/DetailScreen';
import { Timeline } from '../../../components/Timeline/Timeline';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { usePollUntil } from '../../../lib/usePollUntil';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useRecoveryProgressQuery } from '../api/abnormal';
import { abnormalTone, recoverySteps } from '../lib/recovery';

export const PROGRESS_POLL_MS = 5000;

export function RecoveryProgressView({
  abnormalId,
  pollMs = PROGRESS_POLL_MS,
}: {
  abnormalId: string;
  pollMs?: number;
}) {
  const probe = useRecoveryProgressQuery(abnormalId);
  // Polled only while the recovery is under way (the back office's steps take days: no give-up).
  const poll = usePollUntil({ intervalMs: pollMs, done: probe.data?.status !== '1' });
  // The same cache entry.
  useRecoveryProgressQuery(abnormalId, {
    pollingInterval: poll.pollingInterval,
    skipPollingIfUnfocused: true,
  });
  const data = probe.data;
  const notApplied = data?.status === '0';
  return (
    <DetailScreen
      {...queryStatus(probe)}
      isEmpty={!data || notApplied}
      emptyText={notApplied ? '该笔交易尚未申请找回' : '未找到该笔异常交易'}
      emptyDescription={
        notApplied ? (
          <Link className="mh-help-link" to={href(paths.help.payExceptionPage, { abnormalId })}>
            去申请找回
          </Link>
        ) : undefined
      }
      headline={
        data
          ? {
              title: '异常交易找回',
              amount: data.amount,
              status: data.statusName,
              tone: abnormalTone(data.status),
            }
          : undefined
      }
      progress={
        data ? (
          <div data-state="ready">
            <Timeline label="找回进度" steps={recoverySteps(data.status, data.progress)} />
          </div>
        ) : null
      }
      fields={[]}
      footer={
        <Link className="mh-help-link" to={href(paths.help.handleExceptionPage)}>
          返回异常交易列表
        </Link>
      }
    />
  );
}
