// PUT|DELETE|GET /__sim/points/partner-login: the login address integralDuibaOrder answers for the
// session instead of the one the simulator signs, so a journey can hand the app a hostile address
// (another host, a look-alike, javascript:…) and see it refused. Any string up to 2,048 characters:
// checking it is the app's job, not the control's.
import {
  MAX_PARTNER_LOGIN_URL,
  partnerLoginOverride,
  setPartnerLoginOverride,
} from '../gateway/handlers/partnerMall/partner-login';
import type { PartnerLoginAnswer } from '../../shared/control-api/features';
import type { SimSession } from '../state/session';
import { ControlInputError } from './errors';

export function partnerLogin(session: SimSession): PartnerLoginAnswer {
  return { session: session.id, url: partnerLoginOverride(session) };
}

/** `{url: string}` sets the address, `{url: null}` restores the signed one; 400 otherwise. */
export function choosePartnerLogin(session: SimSession, body: Record<string, unknown>): PartnerLoginAnswer {
  if (Array.isArray(body) || !Object.hasOwn(body, 'url'))
    throw new ControlInputError('invalid_url', 'body must be {url: string | null}');
  const url = body.url;
  if (url !== null && typeof url !== 'string')
    throw new ControlInputError('invalid_url', 'url must be a string or null');
  if (typeof url === 'string' && (url.length === 0 || url.length > MAX_PARTNER_LOGIN_URL))
    throw new ControlInputError('invalid_url', `url must be 1…${MAX_PARTNER_LOGIN_URL} characters`);
  setPartnerLoginOverride(session, url);
  return partnerLogin(session);
}

export function restorePartnerLogin(session: SimSession): PartnerLoginAnswer {
  setPartnerLoginOverride(session, null);
  return partnerLogin(session);
}
