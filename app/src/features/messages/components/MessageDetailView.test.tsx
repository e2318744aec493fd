import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIRROR_PREFIX } from '../../../config/mirror';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { message, serveMessages } from '../testing/messageServer';
import { MessageDetailView } from './MessageDetailView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const LINKS =
  '<p>积分已到账，<a href="/integralManage/Home">去看看积分</a>；' +
  '<a href="https://help.sim.localhost/guide">帮助中心</a>；' +
  '<a href="https://evil.example/login">重新登录</a>；' +
  '<a href="//evil.example/">协议相对</a>；<a href="/no/such/screen">无此页面</a>；' +
  '<a href="javascript:alert(1)">脚本</a></p>';

function renderDetail(id: string | undefined, mirror = false) {
  const pattern = mirror ? paths.mirror.messageDetail : paths.messages.detail;
  const path = `${mirror ? MIRROR_PREFIX : ''}/message/detail${id ? `/${id}` : ''}`;
  return renderWithStore(<MessageDetailView id={id} />, { baseUrl: server.baseUrl, path, pattern });
}

describe('MessageDetailView', () => {
  it('shows the message and marks it read once', async () => {
    const messages = [message(7, { type: '03', typeName: '活动消息', title: '双十二活动', content: LINKS })];
    serveMessages(server, messages);
    const { container } = renderDetail('MSG00007');
    expect(await screen.findByRole('heading', { name: '双十二活动', level: 1 })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByText('活动消息')).toBeTruthy();
    expect(screen.getByText('2026-11-28 10:00')).toBeTruthy();
    await waitFor(() => expect(messages[0]!.read).toBe(true));
    // The list's tag is invalidated, the message itself is not asked for again nor marked twice.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls('appMessageMarkRead').map((r) => r.body)).toEqual([{ id: 'MSG00007' }]);
    expect(calls('appMessageDetail')).toHaveLength(1);
  });

  it('keeps links to the app’s screens and to allow-listed origins; any other is its text', async () => {
    serveMessages(server, [message(7, { content: LINKS, read: true })]);
    const { container, router } = renderDetail('MSG00007');
    const own = await screen.findByRole('link', { name: '去看看积分' });
    expect(own.getAttribute('href')).toBe('/integralManage/Home');
    expect(own.hasAttribute('target')).toBe(false);
    const help = screen.getByRole('link', { name: '帮助中心' });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    const content = container.querySelector('.mh-server-html')!;
    expect(content.querySelectorAll('a')).toHaveLength(2);
    for (const text of ['重新登录', '协议相对', '无此页面', '脚本'])
      expect(content.textContent).toContain(text);
    expect(calls('appMessageMarkRead')).toHaveLength(0);

    fireEvent.click(own);
    await waitFor(() => expect(router.state.location.pathname).toBe('/integralManage/Home'));
  });

  it('keeps an app link inside the mini program mirror when the screen has a mirror', async () => {
    const content =
      '<p><a href="/message/detail/MSG00001">上一条</a> <a href="/integralManage/Home">积分</a></p>';
    serveMessages(server, [message(7, { content, read: true }), message(1)]);
    const { router } = renderDetail('MSG00007', true);
    const mirrored = await screen.findByRole('link', { name: '上一条' });
    expect(mirrored.getAttribute('href')).toBe(`${MIRROR_PREFIX}/message/detail/MSG00001`);
    expect(screen.getByRole('link', { name: '积分' }).getAttribute('href')).toBe('/integralManage/Home');
    expect(screen.getByRole('link', { name: '返回消息中心' }).getAttribute('href')).toBe(
      paths.mirror.messageIndex,
    );
    fireEvent.click(mirrored);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${MIRROR_PREFIX}/message/detail/MSG00001`),
    );
  });

  it('says an unknown message is not there, with the way back and no retry', async () => {
    serveMessages(server, [message(1)]);
    const { container } = renderDetail('MSG99999');
    expect(await screen.findByText('未找到这条消息')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: '返回消息中心' }).getAttribute('href')).toBe('/message/index');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(calls('appMessageMarkRead')).toHaveLength(0);
  });
});
