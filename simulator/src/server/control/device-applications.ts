// POST /__sim/device-applications/advance: one step of a terminal application (the newest
// unfinished one, or `id`), as the service provider would take it, without waiting for the clock.
import type { SimContext } from '../context';
import { advanceApplication, settleApplications } from '../gateway/handlers/devices/device-progress';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

export function advanceDeviceApplication(
  ctx: SimContext,
  session: SimSession,
  body: Record<string, unknown>,
) {
  const state = sessionState(ctx, session);
  const now = ctx.settings.now();
  settleApplications(state, now);
  const id = typeof body.id === 'string' ? body.id : undefined;
  const app = id
    ? state.deviceApplications.find((a) => a.id === id)
    : state.deviceApplications.find((a) => a.status !== '04');
  if (!app) throw new ControlInputError('not_found', `no device application ${id ?? 'in progress'}`, 404);
  const from = app.status;
  if (!advanceApplication(state, app, now))
    throw new ControlInputError('final_state', 'the application was received: nothing to advance', 409);
  return { session: session.id, id: app.id, from, status: app.status, statusName: app.statusName };
}
