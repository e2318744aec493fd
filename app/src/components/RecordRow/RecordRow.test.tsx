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
    expect(screen.getByText('¥101.00').getAttribute('data-outcome')).toBe('done');
  });

  it('marks a failed or refunded amount so its style differs from a successful one', async () => {
    const { container } = render(
      <>
        <RecordRow
          title="扫码收款"
          amount="¥88.00"
          time="11-20"
          status="交易失败"
          tone="danger"
          outcome="failed"
        />
        <RecordRow
          title="退货"
          amount="-¥20.00"
          time="11-20"
          status="交易成功"
          tone="success"
          outcome="refunded"
        />
      </>,
    );
    await expectNoA11yViolations(container);
    expect(screen.getByText('¥88.00').getAttribute('data-outcome')).toBe('failed');
    expect(screen.getByText('-¥20.00').getAttribute('data-outcome')).toBe('refunded');
  });

  it('leaves the status out when there is none', async () => {
    const { container } = render(<RecordRow title="会员服务费" amount="¥99.00" time="2026-11-21 09:12" />);
    await expectNoA11yViolations(container);
    expect(container.querySelector('[data-tone]')).toBeNull();
    expect(container.querySelectorAll('.mh-record-sub span')).toHaveLength(1);
  });
});
