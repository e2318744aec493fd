import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler: { yield: yieldFn }, setTimeout });
    expect(yieldFn).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('otherwise resolves only after a zero-delay timer, in a later task', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const pending = yieldToMain(window).then(() => {
        done = true;
      });
      await Promise.resolve();
      await Promise.resolve();
      // Microtasks alone do not get past it: it waits for the timer's task.
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      await pending;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
