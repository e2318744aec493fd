import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { RecordRow } from './RecordRow';

describe('RecordRow', () => {
  it('shows what and how much on the first line, when and the toned status on the second', async () => {
    const { container } = render(
      <RecordRow
        title="扫码收款 · 微信"
        amount="¥101.00"
        time="11-20 10:30:05"
        status="交易失败"
        tone="danger"
      />,
    );
    await expectNoA11yViolations(container);
    const [first, second] = container.querySelectorAll('.mh-record-line');
    expect(first?.textContent).toBe('扫码收款 · 微信¥101.00');
    expect(second?.textContent).toBe('11-20 10:30:05交易失败');
    expect(screen.getByText('交易失败').getAttribute('data-tone')).toBe('danger');
  });

  it('leaves the status out when there is none', async () => {
    const { container } = render(<RecordRow title="会员服务费" amount="¥99.00" time="2026-11-21 09:12" />);
    await expectNoA11yViolations(container);
    expect(container.querySelector('[data-tone]')).toBeNull();
    expect(container.querySelectorAll('.mh-record-sub span')).toHaveLength(1);
  });
});
