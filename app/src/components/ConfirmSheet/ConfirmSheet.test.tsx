import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { ConfirmSheet } from './ConfirmSheet';

const rows = [
  { label: '消耗积分', value: '2,000', testId: 'confirm-spend' },
  { label: '剩余积分', value: '3,680', testId: 'confirm-remaining' },
];

function Opener({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        兑换
      </button>
      <ConfirmSheet
        open={open}
        title="确认兑换"
        rows={rows}
        confirmText="确认兑换"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        品牌保温杯 ×1
      </ConfirmSheet>
    </>
  );
}

describe('<ConfirmSheet>', () => {
  it('is a modal named by its title that shows what will be spent, with 取消 and the one primary button', async () => {
    const { container } = render(<Opener />);
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    const dialog = screen.getByRole('dialog', { name: '确认兑换' });
    await expectNoA11yViolations(container);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('品牌保温杯 ×1');
    expect(screen.getByTestId('confirm-spend').textContent).toBe('2,000');
    expect(screen.getByTestId('confirm-remaining').textContent).toBe('3,680');
    const [label] = [...dialog.querySelectorAll('dt')].map((n) => n.textContent);
    expect(label).toBe('消耗积分');
    const confirm = screen.getByRole('button', { name: '确认兑换' });
    expect(confirm.className).toBe('mh-button mh-button--primary mh-button--block');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and on 取消, giving focus back to what opened it', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: '兑换' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the sheet', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: '兑换' }));
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '确认兑换' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('confirms through its primary button; in flight both buttons are off and Escape does nothing', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { container, rerender } = render(
      <ConfirmSheet
        open
        title="确认支付"
        rows={rows}
        confirmText="确认支付"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmSheet
        open
        busy
        title="确认支付"
        rows={rows}
        confirmText="确认支付"
        busyText="支付中…"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const busy = screen.getByRole('button', { name: '支付中…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
