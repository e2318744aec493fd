// The partner malls' login address QA can make hostile (PUT /__sim/points/partner-login): while one
// is set for a session, integralDuibaOrder answers it as the signed address, whatever the mall, so a
// journey can prove the app refuses an address off its allow-list.
import type { SimSession } from '../../../state/session';

/** The longest address QA may set (a browser's practical URL limit is far above; ours is bounded). */
export const MAX_PARTNER_LOGIN_URL = 2048;

const ATTACHMENT = 'partnerLogin';

/** The address QA set for the session, or null (the simulator signs its own). */
export function partnerLoginOverride(session: SimSession): string | null {
  const url = session.attachments[ATTACHMENT];
  return typeof url === 'string' ? url : null;
}

/** Sets (a string) or clears (null) the session's address; the caller checks the bound. */
export function setPartnerLoginOverride(session: SimSession, url: string | null): void {
  if (url === null) delete session.attachments[ATTACHMENT];
  else session.attachments[ATTACHMENT] = url;
}
