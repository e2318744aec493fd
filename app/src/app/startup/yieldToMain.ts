// Start-up is one long piece of work: evaluating the entry, then detecting the host, building the
// store and the router, then the first render. Run as one task it blocked a 4× slower phone's main
// thread for ~280 ms (Lighthouse's total blocking time counts all of it beyond 50 ms). Between its
// parts the browser gets the thread back: to paint, to send the requests already started, to take
// a tap.

interface YieldingWindow {
  scheduler?: { yield?: () => Promise<void> };
  setTimeout: (handler: () => void, timeout?: number) => unknown;
}

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued work), else a zero-delay timer.
 *
 * @example await yieldToMain(window);
 */
export function yieldToMain(win: YieldingWindow): Promise<void> {
  const scheduler = win.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
