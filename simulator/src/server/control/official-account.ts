// GET|PUT /__sim/official-account: what the official account's binding holds for a session, and
// whether WeChat's authorize step plays a visit from the snapshot page (`is_snapshotuser=1`), which
// the app must never bind.
import type { OfficialAccountAnswer } from '../../shared/control-api/features';
import { resendAfter } from '../gateway/handlers/officialAccount/binding';
import {
  officialAccountOf,
  setSnapshotVisits,
  snapshotVisits,
} from '../gateway/handlers/officialAccount/wechat-platform';
import { maskPhone } from '../gateway/handlers/rules';
import type { SimContext } from '../context';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

export function officialAccountSummary(ctx: SimContext, session: SimSession): OfficialAccountAnswer {
  const record = officialAccountOf(sessionState(ctx, session));
  const binding = record.binding;
  return {
    session: session.id,
    snapshot: snapshotVisits(session),
    signedIn: record.openid !== null,
    resendAfter: resendAfter(record, ctx.settings.now()),
    binding: binding
      ? {
          merchantNo: binding.merchantNo,
          phoneMask: maskPhone(binding.phone),
          registered: binding.registered,
        }
      : null,
  };
}

/** `{snapshot: boolean}`; 400 otherwise. */
export function chooseSnapshotVisits(
  ctx: SimContext,
  session: SimSession,
  body: Record<string, unknown>,
): OfficialAccountAnswer {
  if (typeof body.snapshot !== 'boolean')
    throw new ControlInputError('invalid_snapshot', 'body must be {snapshot: boolean}');
  setSnapshotVisits(session, body.snapshot);
  return officialAccountSummary(ctx, session);
}
