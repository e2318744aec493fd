import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { ResultScreen } from './ResultScreen';

describe('ResultScreen', () => {
  it('shows the outcome and runs its actions', async () => {
    const done = vi.fn();
    const again = vi.fn();
    const { container } = render(
      <ResultScreen
        status="error"
        title="支付失败"
        description="银行卡余额不足"
        primary={{ text: '重新支付', onClick: again }}
        secondary={{ text: '返回', onClick: done }}
      />,
    );
    await expectNoA11yViolations(container);
    expect(screen.getByRole('heading', { name: '支付失败' })).toBeTruthy();
    expect(screen.getByText('银行卡余额不足')).toBeTruthy();
    expect(container.querySelector('[data-result="error"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(again).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('has no action bar without actions', async () => {
    const { container } = render(<ResultScreen status="success" title="提交成功" />);
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
