// How an abnormal trade's recovery moves on once applied for: each step follows the previous one
// after RECOVERY_STEP_MS of the simulator clock (settled whenever the trade is read), or at once
// through the control API (`POST /__sim/abnormal/advance`), as the back office would take it.
import { dateTime } from '../../../state/clock';
import type { AbnormalTransaction } from '../../../state/model';

export const RECOVERY_STEP_MS = 60_000;

/** The steps after '已提交找回申请', in order; the last one completes the recovery. */
const NEXT_STEPS = [
  { status: '1', statusName: '审核通过，资金核实中', remark: '已核实该笔交易，正在追回款项' },
  { status: '2', statusName: '资金已找回', remark: '资金已结算至您的结算卡' },
] as const;

/** 'YYYY-MM-DD HH:mm:ss' (China time, as clock.dateTime writes it) back to an instant. */
function parseDateTime(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** Adds the next step at `at`; false when the recovery is not under way. */
export function takeRecoveryStep(record: AbnormalTransaction, at: number): boolean {
  if (record.status !== '1') return false;
  const next = NEXT_STEPS[record.recovery.length - 1];
  if (!next) return false;
  record.recovery.push({ ...next, time: dateTime(at) });
  if (next.status === '2') {
    record.status = '2';
    record.statusName = '已找回';
  }
  return true;
}

/** Takes every step that fell due by `now`, each timed when it fell due. */
export function settleRecovery(record: AbnormalTransaction, now: number): AbnormalTransaction {
  for (;;) {
    const last = record.recovery.at(-1);
    if (!last) return record;
    const due = parseDateTime(last.time) + RECOVERY_STEP_MS;
    if (due > now || !takeRecoveryStep(record, due)) return record;
  }
}
