// Lighthouse against the built app served by the simulator, offline, in Debian's Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromeFlags, chromePath, median } from './server';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const profiles = {
  // Lighthouse's mobile defaults: simulated slow 4G, 4x CPU.
  mobile: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  // A cheap Android phone on 3G.
  lowEnd: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 8 },
} as const;

async function once(url: string, port: number, throttling: (typeof profiles)[keyof typeof profiles]) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: {
          ...throttling,
          requestLatencyMs: 0,
          downloadThroughputKbps: 0,
          uploadThroughputKbps: 0,
        },
      },
    },
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** Median of `runs` Lighthouse runs per profile. */
export async function measureLighthouse(
  url: string,
  runs = 3,
): Promise<Record<keyof typeof profiles, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const out = {} as Record<keyof typeof profiles, LighthouseFigures>;
    for (const name of Object.keys(profiles) as (keyof typeof profiles)[]) {
      const samples: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) samples.push(await once(url, chrome.port, profiles[name]));
      out[name] = {
        performance: median(samples.map((s) => s.performance)),
        accessibility: median(samples.map((s) => s.accessibility)),
        lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
        tbtMs: Math.round(median(samples.map((s) => s.tbtMs))),
        cls: Number(median(samples.map((s) => s.cls)).toFixed(3)),
      };
    }
    return out;
  } finally {
    chrome.kill();
  }
}
