import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIRROR_PREFIX } from '../../../config/mirror';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { message, serveMessages } from '../testing/messageServer';
import { MessageIndexView } from './MessageIndexView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const renderIndex = (path = '/message/index', pattern: string = paths.messages.index) =>
  renderWithStore(<MessageIndexView />, { baseUrl: server.baseUrl, path, pattern });

const chip = (name: RegExp) =>
  within(screen.getByRole('group', { name: '消息分类' })).getByRole('button', { name });

describe('MessageIndexView', () => {
  it('counts the unread in total and per category, marks unread rows in words, and opens a message', async () => {
    const messages = [
      message(3, { type: '02', title: '今日收款已到账' }),
      message(2, { type: '03', title: '双十二活动', read: true }),
      message(1),
    ];
    serveMessages(server, messages);
    const { container, router } = renderIndex();
    const list = await screen.findByRole('list', { name: '消息列表' });
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('message-unread-total').textContent).toBe('2未读 2 条');
    expect(chip(/^全部/).textContent).toBe('全部2未读 2 条');
    expect(chip(/^交易提醒/).getAttribute('aria-pressed')).toBe('false');
    expect(chip(/^交易提醒/).textContent).toContain('未读 1 条');
    expect(chip(/^活动消息/).textContent).toBe('活动消息');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('未读今日收款已到账交易提醒'),
      expect.not.stringContaining('未读'),
      expect.stringContaining('未读消息 1'),
    ]);
    fireEvent.click(within(rows[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/detail/MSG00003'));
  });

  it('shows 99+ beyond 99 with the exact count for screen readers', async () => {
    serveMessages(
      server,
      Array.from({ length: 123 }, (_, i) => message(i + 1, { type: '02' })),
    );
    renderIndex();
    await screen.findByRole('list', { name: '消息列表' });
    const total = screen.getByTestId('message-unread-total');
    expect(within(total).getByText('99+').getAttribute('aria-hidden')).toBe('true');
    expect(within(total).getByText('未读 123 条')).toBeTruthy();
    expect(chip(/^交易提醒/).textContent).toBe('交易提醒99+未读 123 条');
  });

  it('全部已读 marks everything once; the counts go to 0 and it is disabled', async () => {
    serveMessages(server, [message(2, { type: '02' }), message(1)]);
    renderIndex();
    await screen.findByRole('list', { name: '消息列表' });
    const button = screen.getByRole('button', { name: '全部已读' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('message-unread-total').textContent).toBe('0未读 0 条'));
    expect(calls('appMessageMarkRead').map((r) => r.body)).toEqual([{ all: true }]);
    expect((screen.getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '消息列表' }).textContent).not.toContain('未读'),
    );
  });

  it('filters by category in the address, with an empty state of its own', async () => {
    serveMessages(server, [message(2, { type: '02' }), message(1)]);
    const { router } = renderIndex();
    await screen.findByRole('list', { name: '消息列表' });
    fireEvent.click(chip(/^活动消息/));
    expect(await screen.findByText('暂无活动消息')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=03');
    expect(calls('appMessageQuery').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, type: '03' });
  });

  it('says a failed load with a retry', async () => {
    server.on('appMessageCount', () => ({ data: { unreadCount: 0, total: 0, byType: {} } }));
    server.on('appMessageQuery', () => ({ code: '500', msg: '系统繁忙' }));
    const { container } = renderIndex();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('opens a message inside the mini program mirror', async () => {
    serveMessages(server, [message(1)]);
    const { router } = renderIndex(paths.mirror.messageIndex, paths.mirror.messageIndex);
    const list = await screen.findByRole('list', { name: '消息列表' });
    fireEvent.click(within(list).getByRole('link'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${MIRROR_PREFIX}/message/detail/MSG00001`),
    );
  });
});
