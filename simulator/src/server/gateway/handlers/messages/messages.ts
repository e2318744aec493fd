// Message centre: the list, one message, the unread count, marking read.
import type { AppMessageCount } from '@merchant-h5/sdk';
import type { MerchantState } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { inRange, optString, paginate, readDateRange, readPage, reqString } from '../input';
import type { ServiceHandlers } from '../types';

function counts(state: MerchantState): AppMessageCount {
  const unread = state.messages.filter((m) => !m.read);
  const byType: AppMessageCount['byType'] = {};
  for (const m of unread) byType[m.type] = (byType[m.type] ?? 0) + 1;
  return { unreadCount: unread.length, total: state.messages.length, byType };
}

export const messageHandlers = {
  appMessageQuery: ({ state, input }) => {
    const range = readDateRange(input);
    const type = optString(input, 'type') ?? optString(input, 'tradeType');
    const items = state.messages.filter((m) => inRange(m.date, range) && (!type || m.type === type));
    return { ...paginate(items, readPage(input)), unreadCount: counts(state).unreadCount };
  },
  appMessageCount: ({ state }) => counts(state),
  // Reading a message does not mark it read: the detail screen asks for that (appMessageMarkRead).
  appMessageDetail: ({ state, input }) => {
    const id = reqString(input, 'id');
    const message = state.messages.find((m) => m.id === id);
    if (!message) throw notFound(`消息 ${id}`);
    return message;
  },
  appMessageMarkRead: ({ state, input }) => {
    const all = input.all === true || input.all === '1' || input.all === 'true';
    const ids = Array.isArray(input.ids)
      ? input.ids.map(String)
      : optString(input, 'id')
        ? [optString(input, 'id')!]
        : [];
    if (!all && ids.length === 0) throw badParam('需要 id、ids 或 all');
    for (const id of ids) if (!state.messages.some((m) => m.id === id)) throw notFound(`消息 ${id}`);
    let marked = 0;
    for (const m of state.messages) {
      if (!m.read && (all || ids.includes(m.id))) {
        m.read = true;
        marked += 1;
      }
    }
    return { marked, ...counts(state) };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
