// POST /__sim/abnormal/advance: the next step of an abnormal trade's recovery now, as the back
// office would take it (the clock takes one every RECOVERY_STEP_MS on its own).
import type { SimContext } from '../context';
import { settleRecovery, takeRecoveryStep } from '../gateway/handlers/help/recovery';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

export function advanceRecovery(ctx: SimContext, session: SimSession, body: Record<string, unknown>) {
  const now = ctx.settings.now();
  const under = sessionState(ctx, session).abnormal.filter((a) => settleRecovery(a, now).status === '1');
  const id = body.abnormalId;
  if (id !== undefined && typeof id !== 'string')
    throw new ControlInputError('invalid_abnormal_id', 'abnormalId must be a string');
  const record = id ? under.find((a) => a.abnormalId === id) : under[0];
  if (!record) throw new ControlInputError('no_recovery', 'no recovery under way: apply for one first', 409);
  takeRecoveryStep(record, now);
  const last = record.recovery.at(-1);
  return {
    session: session.id,
    abnormalId: record.abnormalId,
    status: record.status,
    step: last?.statusName,
  };
}
