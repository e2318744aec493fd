import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { loadAntdFeedback } from '../../lib/ui/antdFeedback';
import { COPIED_TEXT, CopyableText, SELECTED_TEXT } from './CopyableText';

/** jsdom has no Clipboard API: a test hands one in, as a secure page in a browser has it. */
function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'clipboard');
  window.getSelection()?.removeAllRanges();
  const { Toast } = await loadAntdFeedback();
  act(() => Toast.clear());
});

/** The toaster also says each message in a polite live region (role=status). */
const said = (text: string) => screen.findAllByText(text).then((nodes) => nodes.length > 0);

describe('<CopyableText>', () => {
  it('copies the text with the Clipboard API and says 已复制', async () => {
    const { container } = render(<CopyableText text="SF202611230001" label="订单号" />);
    await expectNoA11yViolations(container);
    const copied: string[] = [];
    withClipboard(async (text) => void copied.push(text));
    expect(screen.getByText('SF202611230001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复制订单号' }));
    expect(await said(COPIED_TEXT)).toBe(true);
    expect(copied).toEqual(['SF202611230001']);
  });

  it('without the Clipboard API selects the text for the system copy', async () => {
    const { container } = render(<CopyableText text="RF202611230001" />);
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await said(SELECTED_TEXT)).toBe(true);
    expect(window.getSelection()?.toString()).toBe('RF202611230001');
  });

  it('a refused clipboard falls back to selecting the text', async () => {
    const { container } = render(<CopyableText text="SF1" label="订单号" />);
    await expectNoA11yViolations(container);
    const writeText = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    withClipboard(writeText);
    fireEvent.click(screen.getByRole('button', { name: '复制订单号' }));
    expect(await said(SELECTED_TEXT)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('SF1');
    expect(window.getSelection()?.toString()).toBe('SF1');
  });
});
