import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('is a named ordered list with the current step marked and each state said in words', async () => {
    const { container } = render(
      <Timeline
        label="提现进度"
        steps={[
          { title: '申请提现', time: '2026-11-21 09:12:00', state: 'done' },
          { title: '处理中', state: 'current' },
          { title: '到账', state: 'todo' },
        ]}
      />,
    );
    await expectNoA11yViolations(container);
    const list = screen.getByRole('list', { name: '提现进度' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '申请提现（已完成）2026-11-21 09:12:00',
      '处理中（进行中）',
      '到账（未开始）',
    ]);
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('shows a failed step with its note', async () => {
    const { container } = render(
      <Timeline label="提现进度" steps={[{ title: '提现失败', state: 'failed', note: '账户异常' }]} />,
    );
    await expectNoA11yViolations(container);
    expect(screen.getByRole('listitem').textContent).toBe('提现失败（失败）账户异常');
    expect(screen.getByRole('listitem').getAttribute('data-state')).toBe('failed');
  });
});
