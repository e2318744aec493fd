// POST /__sim/certification/advance: one audit step, as the back office would take it.
import type { SimContext } from '../context';
import { dateTime } from '../state/clock';
import { sessionState, type SimSession } from '../state/session';
import type { CertificationPicField, RejectedPicture } from '@merchant-h5/sdk';
import { isPicField, PIC_FIELDS, PIC_NAMES } from '../gateway/handlers/certification/certification-form';
import { ControlInputError } from './errors';

/**
 * The photos a rejection refuses: `pictures` lists field names or `{field, reason}`; absent, the shop
 * photo; `[]`, none (the whole form is to be submitted again). Only `allowed` photos may be named.
 */
export function rejectedPictures(
  body: Record<string, unknown>,
  allowed: readonly CertificationPicField[] = PIC_FIELDS,
): RejectedPicture[] {
  const asked = body.pictures ?? ['shopPic'];
  const refuse = () =>
    new ControlInputError('invalid_pictures', `pictures must list some of ${allowed.join(', ')}`);
  if (!Array.isArray(asked) || asked.length > allowed.length) throw refuse();
  return asked.map((p: unknown) => {
    const item = typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : { field: p };
    if (!isPicField(item.field) || !allowed.includes(item.field)) throw refuse();
    const reason =
      typeof item.reason === 'string' && item.reason
        ? item.reason.slice(0, 100)
        : `${PIC_NAMES[item.field]}不清晰，请重新拍摄`;
    return { field: item.field, reason };
  });
}

export function advanceCertification(ctx: SimContext, session: SimSession, body: Record<string, unknown>) {
  const outcome = body.outcome ?? 'passed';
  if (outcome !== 'passed' && outcome !== 'rejected')
    throw new ControlInputError('invalid_outcome', "outcome must be 'passed' or 'rejected'");
  const state = sessionState(ctx, session);
  const c = state.certification;
  const now = ctx.settings.now();
  const from = c.status;
  if (c.status === 'passed')
    throw new ControlInputError('final_state', 'the certification has passed: nothing to advance', 409);
  if (c.status === 'auditing') {
    // Read before anything changes: a bad list leaves the audit where it was.
    c.rejectedPics = outcome === 'rejected' ? rejectedPictures(body) : [];
    c.status = outcome;
    c.rejectReason =
      outcome === 'rejected'
        ? typeof body.reason === 'string' && body.reason
          ? body.reason
          : c.rejectedPics.map((p) => p.reason).join('；') || '营业执照照片不清晰，请重新上传'
        : null;
    c.history.push({
      status: outcome,
      time: dateTime(now),
      remark: outcome === 'passed' ? '审核通过' : `审核驳回：${c.rejectReason}`,
    });
  } else {
    // none or rejected: the merchant (re)submits, as far as the audit is concerned.
    c.status = 'auditing';
    c.history.push({
      status: 'auditing',
      time: dateTime(now),
      remark: from === 'none' ? '已提交（控制台）' : '重新提交（控制台）',
    });
  }
  c.auditDueAt = null;
  return {
    session: session.id,
    from,
    status: c.status,
    rejectReason: c.rejectReason,
    rejectedPics: c.rejectedPics,
  };
}
