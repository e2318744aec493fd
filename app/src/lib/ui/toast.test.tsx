import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { loadAntdFeedback } from './antdFeedback';
import { createNotifier, NOTIFICATION_DURATION } from './notify';
import { createToaster, TOAST_DURATION } from './toast';

// The toast itself (the live region repeats the text for screen readers).
const bannerVisible = (text: string) => document.querySelector('[data-notification]')?.textContent === text;
const visible = (text: string) =>
  [...document.querySelectorAll('.adm-toast-main')].some((n) => n.textContent === text);

beforeEach(async () => {
  await loadAntdFeedback(); // the chunk is loaded before the clock is faked
});

/** axe schedules with real timers: check first, then fake the clock. */
async function checkedPage() {
  const { container } = render(<p>page</p>);
  await expectNoA11yViolations(container);
  vi.useFakeTimers();
}
afterEach(async () => {
  const { Toast } = await loadAntdFeedback();
  act(() => Toast.clear());
  await act(() => vi.runOnlyPendingTimersAsync());
  vi.useRealTimers();
});

/** Moves the fake clock in small steps, so React renders (and re-renders after effects) between them. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) await act(() => vi.advanceTimersByTimeAsync(Math.min(50, left)));
}

describe('toasts (docs/product.md §4/§9)', () => {
  it('a short toast closes after 3 s', async () => {
    await checkedPage();
    const toaster = createToaster();
    toaster.show('保存成功');
    await advance(300);
    expect(visible('保存成功')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('保存成功');
    await advance(TOAST_DURATION.short - 500);
    expect(visible('保存成功')).toBe(true);
    await advance(1000);
    expect(visible('保存成功')).toBe(false);
  });

  it('a long toast closes after 8 s', async () => {
    await checkedPage();
    const toaster = createToaster();
    toaster.show('请稍后再试', 'long');
    await advance(TOAST_DURATION.long - 300);
    expect(visible('请稍后再试')).toBe(true);
    await advance(1300);
    expect(visible('请稍后再试')).toBe(false);
  });

  it('the loading toast says 请稍后 until hidden, and hiding it never swallows a message toast', async () => {
    await checkedPage();
    const toaster = createToaster();
    toaster.showLoading();
    await advance(60_000);
    expect(visible('请稍后')).toBe(true);
    toaster.show('网络连接异常,请检查网络设置！');
    toaster.hideLoading();
    await advance(300);
    expect(visible('请稍后')).toBe(false);
    expect(visible('网络连接异常,请检查网络设置！')).toBe(true);
  });

  it('the live region stops saying 请稍后 once the loading toast is hidden, and keeps a message', async () => {
    vi.useFakeTimers();
    const said: string[] = [];
    const toaster = createToaster(undefined, (message) => said.push(message));
    toaster.showLoading();
    expect(said.at(-1)).toBe('请稍后');
    toaster.hideLoading();
    expect(said.at(-1)).toBe('');

    toaster.showLoading();
    toaster.show('保存成功');
    toaster.hideLoading();
    expect(said.at(-1)).toBe('保存成功');
    await advance(300);
  });
});

describe('notifications', () => {
  it('close after 1.5 s by default, or after the given duration', async () => {
    const notifier = createNotifier(document);
    act(() => notifier.notify('已复制'));
    const banner = document.querySelector<HTMLElement>('[data-notification]')!;
    expect(banner.textContent).toBe('已复制');
    await expectNoA11yViolations(banner.parentElement!);
    vi.useFakeTimers();
    act(() => notifier.notify('已复制'));
    await advance(NOTIFICATION_DURATION - 1);
    expect(bannerVisible('已复制')).toBe(true);
    await advance(1);
    expect(bannerVisible('已复制')).toBe(false);

    act(() => notifier.notify('稍长的通知', { durationMs: 4000 }));
    await advance(3999);
    expect(bannerVisible('稍长的通知')).toBe(true);
    await advance(1);
    expect(bannerVisible('稍长的通知')).toBe(false);
  });
});
