// The control API (mounted at /__sim): every route shared/control-api/routes.ts declares that the
// host routers do not serve, registered by register.ts with its action (session-actions.ts,
// feature-actions.ts). The host routers (app.ts's createHostRouters) serve the rest.
import type { Router } from 'express';
import type { SimContext } from '../context';
import type { ControlActions } from './action';
import { featureActions } from './feature-actions';
import { registerRoutes } from './register';
import { sessionActions } from './session-actions';

export function createControlRouter(ctx: SimContext): Router {
  // The app mounts guard/control-writes.ts in front: JSON writes from own origins only, bounded.
  const actions: ControlActions = { ...sessionActions(ctx), ...featureActions(ctx) };
  // An error of no known kind is answered here too, as {error: {code, message}}.
  return registerRoutes(ctx, actions, { otherErrors: 'answer' });
}
