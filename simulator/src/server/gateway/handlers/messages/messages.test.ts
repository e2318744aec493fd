// The message centre through the real gateway: one message by id (not marked read by reading it),
// an unknown id refused, and the control route the back office's new message comes through.
import { describe, expect, it } from 'vitest';
import type { MessageAnswer } from '../../../../shared/control-api/features';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, control } = suite;

const send = async (session: string, body: Record<string, unknown>) => {
  const res = await control('POST', `/messages?session=${session}`, body);
  return { status: res.status, body: res.body as unknown as MessageAnswer & { error?: { code: string } } };
};

describe('appMessageDetail', () => {
  it('answers the message the list shows, without marking it read', async () => {
    const s = 'detail';
    const unread = (await call(s, 'appMessageQuery', { pageSize: 20 })).data.list.find((m) => !m.read)!;
    const before = (await call(s, 'appMessageCount')).data.unreadCount;
    const { code, data } = await call(s, 'appMessageDetail', { id: unread.id });
    expect(code).toBe('200');
    expect(data).toEqual(unread);
    expect((await call(s, 'appMessageCount')).data.unreadCount).toBe(before);
  });

  it('refuses an unknown id and a missing one', async () => {
    expect((await call('detail-none', 'appMessageDetail', { id: 'MSG99999' })).code).toBe('1004');
    expect((await call('detail-none', 'appMessageDetail', { id: '' })).code).not.toBe('200');
  });
});

describe('POST /__sim/messages', () => {
  it('adds an unread message first in the list, counted in its category at once', async () => {
    const s = 'sent';
    const before = (await call(s, 'appMessageCount')).data;
    const sent = await send(s, { type: '02', title: '新的交易提醒', content: '<p>今日收款已到账</p>' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({ type: '02', typeName: '交易提醒', read: false });
    const after = (await call(s, 'appMessageCount')).data;
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.total).toBe(before.total + 1);
    expect(after.byType['02']).toBe((before.byType['02'] ?? 0) + 1);
    const first = (await call(s, 'appMessageQuery', { type: '02', pageSize: 1 })).data.list[0];
    expect(first).toEqual(sent.body.message);
    expect((await call(s, 'appMessageDetail', { id: first!.id })).data.title).toBe('新的交易提醒');
    await call(s, 'appMessageMarkRead', { id: first!.id });
    expect((await call(s, 'appMessageCount')).data.unreadCount).toBe(before.unreadCount);
  });

  it('refuses an unknown type, an empty title and an oversize content', async () => {
    expect((await send('sent-bad', { type: '09', title: 't', content: 'c' })).body.error?.code).toBe(
      'invalid_type',
    );
    expect((await send('sent-bad', { type: '01', title: ' ', content: 'c' })).body.error?.code).toBe(
      'invalid_title',
    );
    const big = await send('sent-bad', { type: '01', title: 't', content: 'x'.repeat(4097) });
    expect(big.status).toBe(400);
    expect(big.body.error?.code).toBe('invalid_content');
  });
});
