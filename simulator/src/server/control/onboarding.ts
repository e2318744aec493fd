// POST /__sim/onboarding/advance: the back office passes what waits in review — an onboarding
// (access, microAccess), the compliance supplement (authSupplement) or a hand-audited service
// agreement (agreement): '01' 审核中 → '00' 审核通过. `form` names one; without it, all of them.
import { REVIEWED_FORMS, type ReviewedForm } from '../../shared/control-api/features';
import type { SimContext } from '../context';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

/** `form` as the router has checked it against the declared REVIEWED_FORMS. */
export function advanceOnboarding(ctx: SimContext, session: SimSession, form: ReviewedForm | undefined) {
  const state = sessionState(ctx, session);
  const passed: string[] = [];
  for (const key of form === undefined ? REVIEWED_FORMS : [form]) {
    const record = state.forms[key];
    if (record?.status !== '01') continue;
    record.status = '00';
    record.statusName = '审核通过';
    passed.push(key);
  }
  if (form !== undefined && passed.length === 0)
    throw new ControlInputError('not_in_review', `${form} is not in review`, 409);
  return { session: session.id, passed };
}
