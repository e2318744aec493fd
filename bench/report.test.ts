import { describe, expect, it } from 'vitest';
import { readRun } from './lib/lighthouse';
import { flatten, missingFigures, renderReport, routeTables } from './lib/report';

const audits = (lcp?: number) => ({
  'largest-contentful-paint': lcp === undefined ? { errorMessage: 'NO_LCP' } : { numericValue: lcp },
  'total-blocking-time': { numericValue: 80 },
  'cumulative-layout-shift': { numericValue: 0 },
});
const categories = { performance: { score: 0.96 }, accessibility: { score: 1 } };

describe('bench report', () => {
  it('flattens numbers by route so two runs line up', () => {
    const flat = flatten({ routes: [{ route: '/a', js: { gzip: 10 } }], method: 'x', n: 2 });
    expect([...flat]).toEqual([
      ['routes[/a].js.gzip', 10],
      ['n', 2],
    ]);
  });

  it('shows the previous figure and the change beside the new one', () => {
    const md = renderReport(
      { generatedAt: 'now', machine: 'm', durationSeconds: 1, bytes: { total: 110 } },
      { generatedAt: 'before', bytes: { total: 100 } },
    );
    expect(md).toContain('| total | 110 | 100 | +10.0% |');
  });

  it('shows each figure against its goal', () => {
    const md = renderReport(
      {
        lighthouse: {
          routes: [
            { route: '/a', mobile: { performance: 96, lcpMs: 2400, cls: 0.01 }, lowEnd: { lcpMs: 3900 } },
          ],
        },
        firstScreen: {
          routes: [{ route: '/a', compressed: { total: 210_000 }, identity: { total: 600_000 } }],
        },
      },
      null,
    );
    expect(md).toContain('| routes[/a].mobile.performance | 96 | — |  | ≥ 95 ✓ |');
    expect(md).toContain('| routes[/a].mobile.lcpMs | 2400 | — |  | ≤ 1800 ✗ |');
    expect(md).toContain('| routes[/a].lowEnd.lcpMs | 3900 | — |  | ≤ 4000 ✓ |');
    expect(md).toContain('| routes[/a].compressed.total | 210000 | — |  | ≤ 200 KB ✗ |');
    expect(md).toContain('| routes[/a].identity.total | 600000 | — |  |  |');
  });

  it('keeps a missing figure in sight instead of dropping its row', () => {
    // NaN becomes null in report.json: the row must still show, marked.
    const section = JSON.parse(
      JSON.stringify({ routes: [{ route: '/m', lowEnd: { lcpMs: NaN, tbtMs: 300 } }] }),
    ) as unknown;
    expect(missingFigures(section)).toEqual(['routes[/m].lowEnd.lcpMs']);
    const md = renderReport(
      { lighthouse: section, incomplete: ['lighthouse.routes[/m].lowEnd.lcpMs: NO_LCP'] },
      { lighthouse: { routes: [{ route: '/m', lowEnd: { lcpMs: 10_000, tbtMs: 300 } }] } },
    );
    expect(md).toContain('| routes[/m].lowEnd.lcpMs | — | 10000 |  | ≤ 4000 ✗ missing |');
    expect(md).toContain('- lighthouse.routes[/m].lowEnd.lcpMs: NO_LCP');
  });

  it('reads "flat" against the first screen, and says when there is none', () => {
    const md = renderReport({ longList: { domNodesFirstScreen: 400, domNodes: 500, jsHeapMb: 9 } }, null);
    expect(md).toContain('| domNodes | 500 | — |  | ≤ 1.5 × domNodesFirstScreen ✓ |');
    expect(md).toContain('| jsHeapMb | 9 | — |  | ≤ 1.5 × jsHeapMbFirstScreen ? (nothing to compare with) |');
  });

  it('says when a section was carried over from an earlier run', () => {
    const md = renderReport({ carriedOver: { bytes: 'yesterday' }, bytes: { total: 1 } }, null);
    expect(md).toContain('Not measured in this run: the figures of yesterday.');
  });

  it('sets the floor beside the worst key route in production', () => {
    const md = renderReport(
      {
        lighthouse: {
          routes: [
            { route: '/a', production: { mobile: { lcpMs: 2000 } }, mock: { mobile: { lcpMs: 2900 } } },
            { route: '/b', production: { mobile: { lcpMs: 2600 } }, mock: { mobile: { lcpMs: 1000 } } },
          ],
        },
        floor: {
          lighthouse: { mobile: { lcpMs: 1500 } },
          withData: { lighthouse: { mobile: { lcpMs: 2100 } } },
          withStore: { lighthouse: { mobile: { lcpMs: 2300 } } },
          longList: { frameP95Ms: 33.3, framesMissedPct: 0.4 },
        },
        longList: { frameP95Ms: 50, framesMissedPct: 6 },
      },
      null,
    );
    expect(md).toContain('| lighthouse.mobile.lcpMs | 1500 | 2600 | 1100 | ≤ 1800 |');
    // The data floors beside the same product figure.
    expect(md).toContain('| withData.lighthouse.mobile.lcpMs | 2100 | 2600 | 500 | ≤ 1800 |');
    expect(md).toContain('| withStore.lighthouse.mobile.lcpMs | 2300 | 2600 | 300 | ≤ 1800 |');
    // The long list's floor beside the product's long list.
    expect(md).toContain('| longList.frameP95Ms | 33.30 | 50 | 16.70 | ≤ 16.7 |');
    expect(md).toContain('| longList.framesMissedPct | 0.40 | 6 | 5.60 |  |');
  });
});

describe("the report's route tables", () => {
  const report = {
    generatedAt: 'now',
    lighthouse: {
      routes: [
        {
          route: '/a',
          production: { mobile: { performance: 97, lcpMs: 1790, tbtMs: 120 }, lowEnd: { lcpMs: 3900 } },
          mock: { mobile: { performance: 99, lcpMs: 1600, tbtMs: 90 }, lowEnd: { lcpMs: 3500 } },
        },
        {
          route: '/b',
          production: { mobile: { performance: 98, lcpMs: 1700, tbtMs: 50 } },
          mock: { mobile: { performance: 99, lcpMs: 1900, tbtMs: 40 } },
        },
      ],
    },
    firstScreen: {
      routes: [
        { route: '/a', production: { compressed: { total: 190_000 }, identity: { total: 600_000 } } },
        {
          route: '/b',
          production: { compressed: { total: 210_000 } },
          mock: { compressed: { total: 180_000 } },
        },
      ],
    },
  };

  it('come first: one per route, production beside mock, met judged on production', () => {
    const md = renderReport(report, null);
    expect(md.indexOf('## Key routes')).toBeLessThan(md.indexOf('## firstScreen'));
    expect(md).toContain('0 of 2 key routes meet every goal in production');
    expect(md).toContain('### /a');
    expect(md).toContain('| LCP, ms (mobile) | 1790 | 1600 | ≤ 1800 | ✓ |');
    expect(md).toContain('| TBT, ms (mobile) | 120 | 90 | ≤ 100 | ✗ |');
    expect(md).toContain('| LCP, ms (low end: 3G, 8× CPU) | 3900 | 3500 | ≤ 4000 | ✓ |');
    expect(md).toContain('| bytes transferred until the screen shows its data | 190000 | — | ≤ 200 KB | ✓ |');
    // A production figure over its goal fails the route however fast mock is, and the reverse.
    expect(md).toContain(
      '| bytes transferred until the screen shows its data | 210000 | 180000 | ≤ 200 KB | ✗ |',
    );
    expect(md).toContain('| LCP, ms (mobile) | 1700 | 1900 | ≤ 1800 | ✓ |');
    // A figure without a goal stays in the detail only.
    expect(routeTables(report).join('\n')).not.toContain('identity');
  });

  it('count a route whose production figures all meet their goals', () => {
    const fixed = structuredClone(report);
    fixed.lighthouse.routes[0]!.production.mobile.tbtMs = 100;
    expect(renderReport(fixed, null)).toContain('1 of 2 key routes meet every goal in production');
  });

  it("show the LCP with Lantern's spare bytes kept beside the goals, judged on none", () => {
    const tables = routeTables({
      lighthouse: {
        routes: [
          {
            route: '/k',
            production: { mobile: { lcpMs: 1700, lcpSpareKeptMs: 2500 } },
            mock: { mobile: { lcpMs: 1600, lcpSpareKeptMs: 1500 } },
          },
        ],
      },
    }).join('\n');
    expect(tables).toMatch(
      /\| LCP, ms \(mobile\), with the spare bytes [^|]+ \| 2500 \| 1500 \| none: a diagnostic \| {2}\|/,
    );
    // Over any LCP goal, and the route still meets every goal it has.
    expect(tables).toContain('1 of 1 key routes meet every goal');
  });

  it('do not count a missing production figure as met', () => {
    const tables = routeTables({
      lighthouse: {
        routes: [{ route: '/m', production: { mobile: { lcpMs: null } }, mock: { mobile: { lcpMs: 1 } } }],
      },
    }).join('\n');
    expect(tables).toContain('| LCP, ms (mobile) | — | 1 | ≤ 1800 | ✗ |');
    expect(tables).toContain('0 of 1 key routes');
  });
});

describe('a Lighthouse run', () => {
  it('gives its figures when every metric came back', () => {
    expect(readRun({ categories, audits: audits(1700) })).toEqual({
      // The LCP with Lantern's spare bytes kept comes from the run's trace, not its report.
      figures: { performance: 96, accessibility: 100, lcpMs: 1700, tbtMs: 80, cls: 0, lcpSpareKeptMs: NaN },
    });
  });

  it('does not count when a metric errored, and says which and why', () => {
    const run = readRun({ categories: { ...categories, performance: { score: null } }, audits: audits() });
    expect(run.missing).toEqual(['performance', 'lcpMs']);
    expect(run.problem).toBe('no performance, lcpMs: NO_LCP');
    // A null score is not a score of 0.
    expect(run.figures.performance).toBeNaN();
  });

  it('does not count when the page failed to load, even with numbers', () => {
    const run = readRun({
      categories,
      audits: audits(1700),
      runtimeError: { code: 'CHROME_INTERSTITIAL_ERROR', message: 'Chrome prevented page load' },
    });
    expect(run.problem).toBe('CHROME_INTERSTITIAL_ERROR: Chrome prevented page load');
  });
});
