// Test only: a message centre on the envelope server — the list by category, the counts as the
// server works them out, one message, marking read — over messages a test writes.
import type { AppMessage, AppMessageCount } from '@merchant-h5/sdk';
import { page, type EnvelopeServer } from '../../../testing/envelopeServer';

const NAMES = { '01': '系统通知', '02': '交易提醒', '03': '活动消息' } as const;

export function message(n: number, overrides: Partial<AppMessage> = {}): AppMessage {
  const type = overrides.type ?? '01';
  return {
    id: `MSG${String(n).padStart(5, '0')}`,
    type,
    typeName: NAMES[type],
    title: `消息 ${n}`,
    content: `<p>消息 ${n} 的内容</p>`,
    date: '20261128',
    createTime: '2026-11-28 10:00:00',
    read: false,
    ...overrides,
  };
}

function counts(list: readonly AppMessage[], unreadOverride?: number): AppMessageCount {
  const unread = list.filter((m) => !m.read);
  const byType: AppMessageCount['byType'] = {};
  for (const m of unread) byType[m.type] = (byType[m.type] ?? 0) + 1;
  return { unreadCount: unreadOverride ?? unread.length, total: list.length, byType };
}

/** Serves `messages` (changed in place when marked read). */
export function serveMessages(server: EnvelopeServer, messages: AppMessage[]) {
  server.on('appMessageCount', () => ({ data: counts(messages) }));
  server.on('appMessageQuery', ({ body }) => ({
    data: {
      ...page(
        messages.filter((m) => !body.type || m.type === body.type),
        body,
      ),
      unreadCount: counts(messages).unreadCount,
    },
  }));
  server.on('appMessageDetail', ({ body }) => {
    const found = messages.find((m) => m.id === body.id);
    return found ? { data: { ...found } } : { code: '1004', msg: `记录不存在：消息 ${body.id}` };
  });
  server.on('appMessageMarkRead', ({ body }) => {
    let marked = 0;
    for (const m of messages) {
      const hit = 'all' in body || ('id' in body && body.id === m.id);
      if (hit && !m.read) {
        m.read = true;
        marked += 1;
      }
    }
    return { data: { marked, ...counts(messages) } };
  });
}
