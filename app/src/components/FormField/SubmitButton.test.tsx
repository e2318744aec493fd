import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { SubmitButton } from './SubmitButton';

const inForm = (submitting: boolean, busyLabel?: string, onSubmit = vi.fn()) => (
  <form aria-label="表单" onSubmit={(e) => (e.preventDefault(), onSubmit())}>
    <SubmitButton submitting={submitting} busyLabel={busyLabel}>
      获取验证码
    </SubmitButton>
  </form>
);

describe('SubmitButton', () => {
  it('submits its form with its own text, and is busy and disabled while in flight', async () => {
    const onSubmit = vi.fn();
    const { container, rerender } = render(inForm(false, undefined, onSubmit));
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(inForm(true, undefined, onSubmit));
    const busy = screen.getByRole('button', { name: '提交中…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoA11yViolations(container);
  });

  it("says the form's own busy text when it has one", () => {
    render(inForm(true, '发送中…'));
    expect(screen.getByRole('button', { name: '发送中…' })).toHaveProperty('disabled', true);
  });
});
