// The server HTML QA can make hostile (PUT /__sim/server-html): while one is set for a session, every
// answer that carries HTML for the app to show — the help answers, the service and quick-pay
// agreements, the points rules and the activities' rules — carries it instead, so a journey can see
// the app show it inert and inside its box wherever it appears.
import type { SimSession } from '../../state/session';

/** The longest HTML QA may set (the control API's body limit is 100 KB). */
export const MAX_SERVER_HTML = 32_768;

const ATTACHMENT = 'serverHtml';

/** The HTML QA set for the session, or null (the simulator answers its own). */
export function serverHtmlOverride(session: SimSession): string | null {
  const html = session.attachments[ATTACHMENT];
  return typeof html === 'string' ? html : null;
}

/** Sets (a string) or clears (null) the session's HTML; the caller checks the bound. */
export function setServerHtmlOverride(session: SimSession, html: string | null): void {
  if (html === null) delete session.attachments[ATTACHMENT];
  else session.attachments[ATTACHMENT] = html;
}

/** What an answer carries for `own`: QA's HTML while one is set. @example answer: serverHtml(session, q.answer) */
export function serverHtml(session: SimSession, own: string): string {
  return serverHtmlOverride(session) ?? own;
}
