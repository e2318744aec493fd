// PUT|DELETE|GET /__sim/server-html: the HTML every answer carrying server HTML answers for the
// session instead of the simulator's own (help answers, agreements, points and activity rules), so a
// journey can hand the app hostile markup (overlays, forms, scripts, foreign links) and see it shown
// inert. Any string up to 32,768 characters: making it safe is the app's job, not the control's.
import { MAX_SERVER_HTML, serverHtmlOverride, setServerHtmlOverride } from '../gateway/handlers/server-html';
import type { ServerHtmlAnswer } from '../../shared/control-api/features';
import type { SimSession } from '../state/session';
import { ControlInputError } from './errors';

export function serverHtmlOf(session: SimSession): ServerHtmlAnswer {
  return { session: session.id, html: serverHtmlOverride(session) };
}

/** `{html: string}` sets the HTML, `{html: null}` restores the simulator's own; 400 otherwise. */
export function chooseServerHtml(session: SimSession, body: Record<string, unknown>): ServerHtmlAnswer {
  if (Array.isArray(body) || !Object.hasOwn(body, 'html'))
    throw new ControlInputError('invalid_html', 'body must be {html: string | null}');
  const html = body.html;
  if (html !== null && typeof html !== 'string')
    throw new ControlInputError('invalid_html', 'html must be a string or null');
  if (typeof html === 'string' && (html.length === 0 || html.length > MAX_SERVER_HTML))
    throw new ControlInputError('invalid_html', `html must be 1…${MAX_SERVER_HTML} characters`);
  setServerHtmlOverride(session, html);
  return serverHtmlOf(session);
}

export function restoreServerHtml(session: SimSession): ServerHtmlAnswer {
  setServerHtmlOverride(session, null);
  return serverHtmlOf(session);
}
