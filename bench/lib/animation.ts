// The games' animations in Chromium with the CPU throttled 4x, as the long list is measured: the
// lottery machine's highlight running round its board until it lands on the server's answer, and
// smash eggs' egg shaking and cracking open, draw after draw. Frame times are requestAnimationFrame
// deltas while the games play; the frames of the waits between draws count too (an idle page holds
// its frames easily, so they only dilute a p95 of the animations a little: `drawingFrames` keeps
// the frames of the draws alone).
import { chromium, type Page } from 'playwright-core';
import { chromeFlags, chromePath, median, percentile } from './server';

export interface AnimationFigures {
  draws: number;
  frameMedianMs: number;
  frameP95Ms: number;
  /** Frames that took over 1.5 frame times (25 ms: at least one refresh missed), in % of all. */
  framesMissedPct: number;
  /** How many frames the figures above are of. */
  drawingFrames: number;
}

interface Game {
  path: string;
  activityId: string;
  /** Taps one draw. */
  tap: (page: Page, n: number) => Promise<void>;
}

const GAMES: Game[] = [
  {
    path: '/lotteryMachine/home/A1001',
    activityId: 'A1001',
    tap: (page) => page.getByRole('button', { name: '抽奖', exact: true }).click(),
  },
  {
    path: '/smash/eggs/A1002',
    activityId: 'A1002',
    tap: async (page, n) => {
      // After the first, the eggs are put back first (再砸一次).
      const again = page.getByRole('button', { name: '再砸一次' });
      if (await again.isVisible()) await again.click();
      await page.getByRole('button', { name: `砸第 ${(n % 3) + 1} 个蛋` }).click();
    },
  },
];

async function control(origin: string, session: string, body: unknown): Promise<void> {
  const response = await fetch(`${origin}/__sim/activities?session=${session}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT /__sim/activities: ${response.status} ${await response.text()}`);
}

/**
 * @example await measureAnimations('http://127.0.0.1:5173', '__host=android', 10)
 */
export async function measureAnimations(
  origin: string,
  hostQuery: string,
  drawsPerGame: number,
): Promise<AnimationFigures> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  const frames: number[] = [];
  let draws = 0;
  try {
    for (const game of GAMES) {
      const session = `bench-animation-${game.activityId}-${Date.now()}`;
      await control(origin, session, { activityId: game.activityId, drawsLeft: drawsPerGame });
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${origin}/h5${game.path}?${hostQuery}&__session=${session}`);
      await page.getByTestId('remaining-draws').waitFor({ timeout: 60_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (let n = 0; n < drawsPerGame; n++) {
        // A string, not a function: tsx's esbuild would wrap named functions in a `__name` helper
        // the page does not have.
        await page.evaluate(`(() => {
          window.__frames = [];
          let last = performance.now();
          const tick = (now) => { window.__frames.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
          window.__stop = false;
          requestAnimationFrame(tick);
        })()`);
        await game.tap(page, n);
        // The draw is over when the remaining draws say so and the board is no longer busy (it is
        // while the highlight runs or lands, and while the egg shakes or cracks).
        await page
          .getByTestId('remaining-draws')
          .filter({ hasText: new RegExp(`^${drawsPerGame - n - 1}$`) })
          .waitFor({ timeout: 60_000 });
        await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 60_000 });
        await page.waitForTimeout(300);
        const drawn = await page.evaluate(
          `(() => { window.__stop = true; return window.__frames.slice(2); })()`,
        );
        frames.push(...(drawn as number[]));
        draws += 1;
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return {
    draws,
    frameMedianMs: Number(median(frames).toFixed(1)),
    frameP95Ms: Number(percentile(frames, 95).toFixed(1)),
    framesMissedPct: Number(((100 * frames.filter((f) => f > 25).length) / frames.length).toFixed(1)),
    drawingFrames: frames.length,
  };
}
