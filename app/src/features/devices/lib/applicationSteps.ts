// An application's progress as the Timeline shows it: the four steps in order, the ones reached
// with their time and remark, urges listed where they happened.
import type { DeviceApplication } from '@merchant-h5/sdk';
import type { TimelineStep } from '../../../components/Timeline/Timeline';

const STEPS = [
  { status: '01', title: '已提交' },
  { status: '02', title: '审核通过' },
  { status: '03', title: '已发货' },
  { status: '04', title: '已签收' },
] as const;

export function applicationSteps(app: Pick<DeviceApplication, 'status' | 'progress'>): TimelineStep[] {
  const reached = STEPS.findIndex((s) => s.status === app.status);
  const steps: TimelineStep[] = [];
  let urges = 0;
  STEPS.forEach((step, i) => {
    const record = app.progress.find((p) => p.status === step.status && p.statusName === step.title);
    const state = i < reached || app.status === '04' ? 'done' : i === reached ? 'current' : 'todo';
    steps.push({
      title: step.title,
      state,
      ...(record ? { time: record.time } : {}),
      ...(record?.remark ? { note: record.remark } : {}),
    });
    // Urges taken at this step follow it (titles stay unique: the Timeline keys on them).
    app.progress
      .filter((p) => p.status === step.status && p.statusName === '已催单')
      .forEach((urge) => {
        urges += 1;
        steps.push({ title: `已催单（第 ${urges} 次）`, state: 'done', time: urge.time, note: urge.remark });
      });
  });
  return steps;
}

/** Still on its way: urging makes sense. */
export const isOpen = (app: Pick<DeviceApplication, 'status'>) => app.status !== '04';
