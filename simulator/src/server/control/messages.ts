// POST /__sim/messages: the back office sends the session's merchant a message now — unread, newest
// first in the message centre, counted by appMessageCount at once (QA, and the e2e pull to refresh).
import type { AppMessage } from '@merchant-h5/sdk';
import type { MessageAnswer } from '../../shared/control-api/features';
import type { SimContext } from '../context';
import { dateTime, ymd } from '../state/clock';
import { loadCatalog } from '../state/catalog';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

const MAX_TITLE = 60;
const MAX_CONTENT = 4096;

function textOf(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    throw new ControlInputError(`invalid_${name}`, `${name} must be a string of 1…${max} characters`);
  return value;
}

/** `{type, title, content}`: one unread message now, its category named as the scenario's are. */
export function addMessage(
  ctx: SimContext,
  session: SimSession,
  body: Record<string, unknown>,
): MessageAnswer {
  const type = body.type as AppMessage['type'];
  const title = textOf(body.title, 'title', MAX_TITLE).trim();
  const content = textOf(body.content, 'content', MAX_CONTENT);
  const typeName =
    loadCatalog(ctx.config.fixturesDir).messageTemplates.find((t) => t.type === type)?.typeName ?? type;
  const state = sessionState(ctx, session);
  const now = ctx.settings.now();
  state.sequence += 1;
  const message: AppMessage = {
    id: `MSGQ${String(state.sequence).padStart(5, '0')}`,
    type,
    typeName,
    title,
    content,
    date: ymd(now),
    createTime: dateTime(now),
    read: false,
  };
  state.messages.unshift(message);
  return { session: session.id, message };
}
