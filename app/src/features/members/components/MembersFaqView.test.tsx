import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { memberInfo } from '../testing/fixtures';
import { MembersFaqView } from './MembersFaqView';
import { MembersRuleView } from './MembersRuleView';

const server = envelopeServerPerTest();

describe('MembersFaqView', () => {
  it('lists the questions; a question opens its answer', async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    const { container } = renderWithStore(<MembersFaqView />, { baseUrl: server.baseUrl });
    const question = await screen.findByText('费率减免什么时候生效？');
    await expectNoA11yViolations(container);
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByText('开通后的下一笔交易起生效。')).toBeTruthy();
  });

  it('says 暂无常见问题 when there are none', async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo({ faqs: [] }) }));
    renderWithStore(<MembersFaqView />, { baseUrl: server.baseUrl });
    expect(await screen.findByText('暂无常见问题')).toBeTruthy();
  });
});

describe('MembersRuleView', () => {
  it("shows the server's rules without running anything in them", async () => {
    server.on('memberBaseInfo', () => ({
      data: memberInfo({
        rules: '<h3>会员有效期</h3><p>自开通之日起 365 天。</p><img src="x" onerror="window.__memberXss=1">',
      }),
    }));
    const { container } = renderWithStore(<MembersRuleView />, { baseUrl: server.baseUrl });
    expect(await screen.findByRole('heading', { name: '会员有效期' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(container.innerHTML).not.toContain('onerror');
    expect((window as { __memberXss?: number }).__memberXss).toBeUndefined();
  });

  it('offers 重试 when the rules fail to load', async () => {
    server.on('memberBaseInfo', () => ({ status: 500 }));
    renderWithStore(<MembersRuleView />, { baseUrl: server.baseUrl });
    expect((await screen.findByRole('alert')).textContent).toContain('错误码 500');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
