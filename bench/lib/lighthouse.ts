// Lighthouse against a page served on loopback (the built app on the simulator, the floor), offline,
// in Debian's Chromium. A run that errors or leaves a figure undefined is retried, up to
// LIGHTHOUSE_RETRIES times; if every retry fails too, the figure stays NaN and the reason is
// returned, never a silent 0.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromeFlags, chromePath, median } from './server';
import { lanternLcp, withSpareBytesKept } from './spareBytes';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * The same run's LCP with the spare bytes Lantern's partial steps lose kept
   * (bench/lib/spareBytes.ts): a diagnostic beside `lcpMs`, no goal. NaN when it could not be
   * computed, which leaves the run counted.
   */
  lcpSpareKeptMs: number;
}

export const lighthouseFigureNames = ['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'] as const;

export const profiles = {
  // Lighthouse's mobile defaults: simulated slow 4G, 4x CPU.
  mobile: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  // A cheap Android phone on 3G.
  lowEnd: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 8 },
} as const;

export type ProfileName = keyof typeof profiles;

/**
 * Tries after a failed run. Two: through the HTTPS front, about one run in twenty-five ends in
 * NO_NAVSTART (Lighthouse found no navigation in its trace), sometimes twice in a row.
 */
export const LIGHTHOUSE_RETRIES = 2;

/** A figure Lighthouse did not give even after the retries. */
export interface LighthouseProblem {
  profile: ProfileName;
  figures: string[];
  reason: string;
}

export interface LighthouseResult {
  figures: Record<ProfileName, LighthouseFigures>;
  problems: LighthouseProblem[];
}

/** One run's figures, or why the run does not count. */
export interface Sample {
  figures: LighthouseFigures;
  /** Why the run does not count, and the figures it therefore lacks. */
  problem?: string;
  missing?: string[];
}

const score = (value: number | null | undefined) =>
  typeof value === 'number' ? Math.round(value * 100) : Number.NaN;

const failed = (figures: LighthouseFigures, missing: readonly string[], problem: string): Sample => ({
  figures,
  problem,
  missing: [...missing],
});

async function once(url: string, port: number, profile: ProfileName): Promise<Sample> {
  try {
    return await run(url, port, profile);
  } catch (error) {
    return failed(
      emptyFigures(),
      lighthouseFigureNames,
      error instanceof Error ? error.message : String(error),
    );
  }
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, under a profile's simulated
 * throttling (the bench's runs and `bench/probe.ts`).
 */
export function lighthouseRun(
  url: string,
  port: number,
  profile: ProfileName,
  onlyCategories: string[] = ['performance', 'accessibility'],
) {
  return lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: {
          ...profiles[profile],
          requestLatencyMs: 0,
          downloadThroughputKbps: 0,
          uploadThroughputKbps: 0,
        },
      },
    },
  );
}

async function run(url: string, port: number, profile: ProfileName): Promise<Sample> {
  const result = await lighthouseRun(url, port, profile);
  if (!result) return failed(emptyFigures(), lighthouseFigureNames, 'Lighthouse returned no result');
  const sample = readRun(result.lhr);
  if (sample.problem) return sample;
  const kept = await withSpareBytesKept(() => lanternLcp(result)).then(
    (model) => model.timing,
    () => Number.NaN,
  );
  return { figures: { ...sample.figures, lcpSpareKeptMs: kept } };
}

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface RunResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
  runtimeError?: { code: string; message: string };
}

/**
 * The figures of one run, or the reason it does not count.
 *
 * @example readRun(result.lhr).problem // 'CHROME_INTERSTITIAL_ERROR: Chrome prevented page load…'
 */
export function readRun({ categories, audits, runtimeError }: RunResult): Sample {
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const figures: LighthouseFigures = {
    // A category whose metrics errored has a null score: NaN here, not 0.
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpSpareKeptMs: Number.NaN,
  };
  // A page-load error (interstitial, protocol timeout, no FCP) may still come with numbers; they
  // describe a broken load, so the run does not count.
  if (runtimeError)
    return failed(figures, lighthouseFigureNames, `${runtimeError.code}: ${runtimeError.message}`);
  const missing = lighthouseFigureNames.filter((name) => !Number.isFinite(figures[name]));
  if (missing.length === 0) return { figures };
  const why = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
    .map((id) => audits[id]?.errorMessage)
    .find(Boolean);
  return failed(figures, missing, `no ${missing.join(', ')}${why ? `: ${why}` : ''}`);
}

function emptyFigures(): LighthouseFigures {
  return { performance: NaN, accessibility: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, lcpSpareKeptMs: NaN };
}

/** Median over the runs that count and have the figure; NaN when none does. */
function medianOf(samples: Sample[], name: keyof LighthouseFigures, digits = 0): number {
  const values = samples
    .filter((s) => !s.problem)
    .map((s) => s.figures[name])
    .filter(Number.isFinite);
  return values.length ? Number(median(values).toFixed(digits)) : Number.NaN;
}

/**
 * Median of `runs` Lighthouse runs per profile. A failed run is retried up to LIGHTHOUSE_RETRIES
 * times; one that fails every time is left out of the median and named in `problems`. Never
 * throws: what it could not measure is NaN, with the reason in `problems`.
 *
 * `extraChromeFlags`: e.g. the edge's, to trust its certificate (`bench/lib/edge.ts`).
 *
 * @example const { figures, problems } = await measureLighthouse('http://127.0.0.1:5180/h5/gradeRate', 3, log);
 */
export async function measureLighthouse(
  url: string,
  runs = 3,
  log: (msg: string) => void = () => undefined,
  extraChromeFlags: string[] = [],
): Promise<LighthouseResult> {
  const names = Object.keys(profiles) as ProfileName[];
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags, ...extraChromeFlags] });
  } catch (error) {
    const reason = `Chromium did not start (${chromePath}): ${error instanceof Error ? error.message : String(error)}`;
    return {
      figures: Object.fromEntries(names.map((n) => [n, emptyFigures()])) as Record<
        ProfileName,
        LighthouseFigures
      >,
      problems: names.map((profile) => ({ profile, figures: [...lighthouseFigureNames], reason })),
    };
  }
  try {
    const figures = {} as Record<ProfileName, LighthouseFigures>;
    const problems: LighthouseProblem[] = [];
    for (const profile of names) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        let sample = await once(url, chrome.port, profile);
        for (let retry = 1; sample.problem && retry <= LIGHTHOUSE_RETRIES; retry++) {
          log(`  ${profile} run ${i + 1}: ${sample.problem}; retry ${retry} of ${LIGHTHOUSE_RETRIES}`);
          sample = await once(url, chrome.port, profile);
        }
        samples.push(sample);
      }
      figures[profile] = {
        performance: medianOf(samples, 'performance'),
        accessibility: medianOf(samples, 'accessibility'),
        lcpMs: medianOf(samples, 'lcpMs'),
        tbtMs: medianOf(samples, 'tbtMs'),
        cls: medianOf(samples, 'cls', 3),
        lcpSpareKeptMs: medianOf(samples, 'lcpSpareKeptMs'),
      };
      const bad = samples.filter((s) => s.problem);
      if (bad.length > 0)
        problems.push({
          profile,
          figures: [...new Set(bad.flatMap((s) => s.missing ?? []))],
          reason: `${bad.length} of ${runs} runs failed ${LIGHTHOUSE_RETRIES + 1} times: ${bad[0]!.problem}`,
        });
    }
    return { figures, problems };
  } finally {
    chrome.kill();
  }
}
