import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePollUntil, type PollUntilOptions } from './usePollUntil';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function poll(initial: PollUntilOptions) {
  return renderHook((options: PollUntilOptions) => usePollUntil(options), { initialProps: initial });
}

describe('usePollUntil', () => {
  it('polls until done, then stops', () => {
    const { result, rerender } = poll({ intervalMs: 1000, done: false, giveUpAfterMs: 5000 });
    expect(result.current.pollingInterval).toBe(1000);
    rerender({ intervalMs: 1000, done: true, giveUpAfterMs: 5000 });
    expect(result.current.pollingInterval).toBe(0);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.gaveUp).toBe(false);
  });

  it('gives up after the limit, and a restart polls again with a fresh clock', () => {
    const { result } = poll({ intervalMs: 1000, done: false, giveUpAfterMs: 5000 });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.gaveUp).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ gaveUp: true, pollingInterval: 0 });
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ gaveUp: false, pollingInterval: 1000 });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.gaveUp).toBe(true);
  });

  it('starts the clock only when active, and never gives up without a limit', () => {
    const { result, rerender } = poll({ intervalMs: 1000, done: false, giveUpAfterMs: 5000, active: false });
    expect(result.current.pollingInterval).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.gaveUp).toBe(false);
    rerender({ intervalMs: 1000, done: false });
    act(() => vi.advanceTimersByTime(1_000_000));
    expect(result.current).toMatchObject({ gaveUp: false, pollingInterval: 1000 });
  });
});
