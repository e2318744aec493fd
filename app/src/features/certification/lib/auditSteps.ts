// The audit trail of a business certification as timeline steps: what happened, then where it stands.
import type { EndpointResponse } from '@merchant-h5/sdk';
import type { TimelineStep } from '../../../components/Timeline/Timeline';

type Progress = EndpointResponse<'bqCertificationQueryStatus'>;

/** @example auditSteps({ status: 'auditing', history: [{ status: 'auditing', time, remark: '已提交，等待审核' }] }) */
export function auditSteps(progress: Pick<Progress, 'status' | 'history'>): TimelineStep[] {
  const steps: TimelineStep[] = progress.history.map((e, i) => ({
    // Two rejections may give the same reason: the time tells them apart.
    title:
      progress.history.findIndex((o) => o.remark === e.remark) === i ? e.remark : `${e.remark}（${e.time}）`,
    time: e.time,
    state: e.status === 'rejected' ? 'failed' : 'done',
  }));
  if (progress.status === 'auditing') {
    steps.push({ title: '审核中', state: 'current', note: '一般 1–3 个工作日内完成' });
    steps.push({ title: '审核通过', state: 'todo' });
  }
  return steps;
}
