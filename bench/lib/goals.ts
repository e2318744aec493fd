// The goals of issue 9 ("first screen fast on a cheap phone on a weak network") and issue 11 (the
// simulator under load) per figure of the report. The bench reports each figure against its goal; only byte budgets are asserted in tests.

export interface Goal {
  /** As shown in REPORT.md: '≤ 1800', '≥ 95'. */
  text: string;
  better: 'higher' | 'lower';
  /**
   * `figures`: the section's other figures, for goals relative to one of them; undefined when that
   * figure is not there to compare with.
   */
  met(value: number, figures: ReadonlyMap<string, number>): boolean | undefined;
}

const atMost = (limit: number, text = `≤ ${limit}`): Goal => ({
  text,
  better: 'lower',
  met: (value) => value <= limit,
});

const atLeast = (limit: number): Goal => ({
  text: `≥ ${limit}`,
  better: 'higher',
  met: (value) => value >= limit,
});

/** "Flat": within `factor` × the same figure at the first screen. */
const flatAgainst = (key: string, factor: number): Goal => ({
  text: `≤ ${factor} × ${key}`,
  better: 'lower',
  met: (value, figures) => {
    const base = figures.get(key);
    return base === undefined || !Number.isFinite(base) ? undefined : value <= factor * base;
  },
});

/** Transferred bytes of the first screen, all types, compressed as deployed. */
const firstScreenBytesGoal = 200 * 1024;

const lighthouse: [RegExp, Goal][] = [
  [/(^|\.)mobile\.performance$/, atLeast(95)],
  [/(^|\.)mobile\.lcpMs$/, atMost(1800)],
  [/(^|\.)mobile\.tbtMs$/, atMost(100)],
  [/(^|\.)mobile\.cls$/, atMost(0.02)],
  [/(^|\.)lowEnd\.lcpMs$/, atMost(4000)],
];
const firstScreen: [RegExp, Goal][] = [
  [/(^|\.)compressed\.total$/, atMost(firstScreenBytesGoal, '≤ 200 KB')],
];

const goals: Record<string, [RegExp, Goal][]> = {
  lighthouse,
  firstScreen,
  floor: [...lighthouse, ...firstScreen, [/^longList\.frameP95Ms$/, atMost(16.7)]],
  // Issue 11: the simulator under load (sealed production requests, 50 connections).
  simulator: [
    [/^requestsPerSecond$/, atLeast(1000)],
    [/^latencyP99Ms$/, atMost(50)],
    [/^(errors|non2xx|timeouts)$/, atMost(0)],
    [/^oneRequestBlockMaxMs$/, atMost(50)],
    [/^heapEndMb$/, flatAgainst('heapStartMb', 1.5)],
  ],
  // Issue 36: the games' animations hold a frame at 4x CPU slowdown.
  animation: [[/^frameP95Ms$/, atMost(16.7)]],
  longList: [
    [/^frameP95Ms$/, atMost(16.7)],
    [/^domNodes$/, flatAgainst('domNodesFirstScreen', 1.5)],
    [/^jsHeapMb$/, flatAgainst('jsHeapMbFirstScreen', 1.5)],
  ],
};

/** @example goalFor('lighthouse', 'routes[/gradeRate].mobile.lcpMs')?.text // '≤ 1800' */
export function goalFor(section: string, key: string): Goal | undefined {
  return goals[section]?.find(([pattern]) => pattern.test(key))?.[1];
}
