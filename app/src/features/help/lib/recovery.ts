// How an abnormal trade's recovery reads as a timeline, and what the list says it needs.
import type { AbnormalTransaction, ProgressStep } from '@merchant-h5/sdk';
import type { TimelineStep } from '../../../components/Timeline/Timeline';

/** '20261122' → '2026-11-22'. */
export const dayText = (tranDt: string) => `${tranDt.slice(0, 4)}-${tranDt.slice(4, 6)}-${tranDt.slice(6)}`;

/** Every step the server took is done; while the recovery is under way, the money's return is current. */
export function recoverySteps(
  status: AbnormalTransaction['status'],
  progress: readonly ProgressStep[],
): TimelineStep[] {
  const taken: TimelineStep[] = progress.map((p) => ({
    title: p.statusName,
    time: p.time,
    state: 'done',
    ...(p.remark ? { note: p.remark } : {}),
  }));
  return status === '1' ? [...taken, { title: '资金找回中', state: 'current' }] : taken;
}

/** The trade's status as a tone: waiting for the merchant, under way, back. */
export function abnormalTone(status: AbnormalTransaction['status']): 'warning' | 'success' | undefined {
  if (status === '0') return 'warning';
  return status === '2' ? 'success' : undefined;
}
