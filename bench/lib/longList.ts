// A list page (the transaction record screen; the floor's `/long`) scrolled to 10,000 rows in
// Chromium with the CPU throttled 4x: DOM nodes, JS heap and frame times while scrolling, read
// through the DevTools protocol. The page marks its rows `data-row-index` and its scroller
// `data-rows-loaded`.
import { chromium } from 'playwright-core';
import { chromeFlags, chromePath, median, percentile } from './server';

export interface LongListFigures {
  rowsLoaded: number;
  /** DOM nodes and heap with the first screenful shown: the baseline "flat" is measured against. */
  domNodesFirstScreen: number;
  jsHeapMbFirstScreen: number;
  domNodes: number;
  rowsInDom: number;
  jsHeapMb: number;
  frameMedianMs: number;
  frameP95Ms: number;
  /** Frames that took over 1.5 frame times (25 ms: at least one refresh missed), in % of all. */
  framesMissedPct: number;
  scrollSeconds: number;
}

/** @example await measureLongList(`${origin}/h5/transaction/record?__scenario=long-history`) */
export async function measureLongList(url: string, targetRows = 10_000): Promise<LongListFigures> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    await page.locator('[data-row-index]').first().waitFor({ timeout: 60_000 });
    // The app's first rows are the whole first page until the virtualizer takes over: the first
    // screen is counted once it has (the floor's list has no such rows).
    // A function, not a string: the page's CSP allows no eval, which a string predicate needs
    // once Playwright polls it (the virtualizer comes 100 ms after the first rows' frame).
    await page.waitForFunction(() => !document.querySelector('[data-rows="first"]'), undefined, {
      timeout: 60_000,
    });
    // After a collection, so nodes and heap count what the page holds, not what awaits the GC.
    const metrics = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => list.find((m) => m.name === name)?.value ?? NaN;
      return {
        domNodes: metric('Nodes'),
        jsHeapMb: Number((metric('JSHeapUsedSize') / 1024 / 1024).toFixed(1)),
      };
    };
    const firstScreen = await metrics();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // Sample frame times in the page while we scroll.
    // A string, not a function: tsx's esbuild would wrap named functions in a `__name` helper the
    // page does not have.
    await page.evaluate(`(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => { window.__frames.push(now - last); last = now; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);

    const started = Date.now();
    let loaded = 0;
    while (Date.now() - started < 240_000) {
      loaded = await page.evaluate(() =>
        Number(document.querySelector('[data-rows-loaded]')?.getAttribute('data-rows-loaded') ?? 0),
      );
      if (loaded >= targetRows) break;
      await page.mouse.move(195, 500);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(50);
    }
    const scrollSeconds = (Date.now() - started) / 1000;
    const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.slice(5));
    const rowsInDom = await page.locator('[data-row-index]').count();
    const end = await metrics();
    return {
      rowsLoaded: loaded,
      domNodesFirstScreen: firstScreen.domNodes,
      jsHeapMbFirstScreen: firstScreen.jsHeapMb,
      domNodes: end.domNodes,
      rowsInDom,
      jsHeapMb: end.jsHeapMb,
      frameMedianMs: Number(median(frames).toFixed(1)),
      frameP95Ms: Number(percentile(frames, 95).toFixed(1)),
      framesMissedPct: Number(((100 * frames.filter((f) => f > 25).length) / frames.length).toFixed(1)),
      scrollSeconds: Number(scrollSeconds.toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}
