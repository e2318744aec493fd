// Renders report.json as a table a person reads at a glance, each figure beside the previous one
// and its goal.
import { ENVIRONMENTS } from './environments';
import { goalFor, type Goal } from './goals';

type Json = Record<string, unknown>;

export const sections = [
  'bytes',
  'firstScreen',
  'lighthouse',
  'floor',
  'longList',
  'animation',
  'crypto',
  'simulator',
] as const;

/**
 * Flattens the figures into `a.b[route=/x].c` → number, so two reports can be compared. A figure
 * that is not a number (null once NaN went through JSON) is kept as NaN, so a missing figure shows.
 */
export function flatten(value: unknown, prefix = '', out = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'number') out.set(prefix, value);
  else if (value === null || value === undefined) out.set(prefix, Number.NaN);
  else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const id =
        item && typeof item === 'object'
          ? ((item as Json).route ?? (item as Json).src ?? (item as Json).bodyBytes ?? i)
          : i;
      flatten(item, `${prefix}[${String(id)}]`, out);
    });
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      if (k !== 'method') flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/** The keys of a section whose figure is not a finite number. */
export function missingFigures(section: unknown): string[] {
  return [...flatten(section)].filter(([, value]) => !Number.isFinite(value)).map(([key]) => key);
}

function fmt(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return '—';
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

function delta(now: number, before: number | undefined): string {
  if (before === undefined || before === 0 || !Number.isFinite(now) || !Number.isFinite(before)) return '';
  const pct = ((now - before) / Math.abs(before)) * 100;
  if (Math.abs(pct) < 0.5) return '=';
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

function verdict(goal: Goal | undefined, value: number, figures: ReadonlyMap<string, number>): string {
  if (!Number.isFinite(value)) return goal ? `${goal.text} ✗ missing` : '✗ missing';
  if (!goal) return '';
  const met = goal.met(value, figures);
  return `${goal.text} ${met === undefined ? '? (nothing to compare with)' : met ? '✓' : '✗'}`;
}

const judged = ENVIRONMENTS[0]!;

/** Names a reader knows, for the figures the route tables show. */
const labels: Record<string, string> = {
  'lighthouse.mobile.performance': 'Lighthouse performance (mobile: slow 4G, 4× CPU)',
  'lighthouse.mobile.lcpMs': 'LCP, ms (mobile)',
  'lighthouse.mobile.tbtMs': 'TBT, ms (mobile)',
  'lighthouse.mobile.cls': 'CLS (mobile)',
  'lighthouse.lowEnd.lcpMs': 'LCP, ms (low end: 3G, 8× CPU)',
  'firstScreen.compressed.total': 'bytes transferred until the screen shows its data',
};

/** Figures the route tables show without a goal: what explains one. */
const diagnostics: Record<string, string> = {
  'lighthouse.mobile.lcpSpareKeptMs':
    "LCP, ms (mobile), with the spare bytes Lantern's partial steps lose kept (bench/lib/spareBytes.ts)",
  'lighthouse.lowEnd.lcpSpareKeptMs': 'LCP, ms (low end), the same',
};

/**
 * One table per key route: each figure with a goal, production beside mock, and whether production
 * meets the goal. What the reader looks at first; the sections below hold the detail.
 */
export function routeTables(report: Json): string[] {
  type Row = { label: string; goal?: Goal; values: Partial<Record<string, number>> };
  const tables = new Map<string, Map<string, Row>>();
  for (const section of ['lighthouse', 'firstScreen']) {
    const routes = (report[section] as Json | undefined)?.routes;
    if (!Array.isArray(routes)) continue;
    for (const entry of routes as Json[]) {
      const route = String(entry.route);
      const rows = tables.get(route) ?? new Map<string, Row>();
      tables.set(route, rows);
      for (const [key, value] of flatten(entry)) {
        const [environment, ...rest] = key.split('.');
        const figure = `${section}.${rest.join('.')}`;
        const goal = goalFor(section, key);
        const diagnostic = diagnostics[figure];
        if (!(goal || diagnostic) || !(ENVIRONMENTS as string[]).includes(environment!)) continue;
        const row = rows.get(figure) ?? { label: diagnostic ?? labels[figure] ?? figure, goal, values: {} };
        row.values[environment!] = value;
        rows.set(figure, row);
      }
    }
  }
  if (tables.size === 0) return [];
  const met = (row: Row) => {
    const value = row.values[judged];
    return value !== undefined && Number.isFinite(value) && row.goal?.met(value, new Map()) === true;
  };
  const judgedRows = (rows: Map<string, Row>) => [...rows.values()].filter((row) => row.goal);
  const passing = [...tables.values()].filter((rows) => judgedRows(rows).every(met)).length;
  const lines = [
    '## Key routes',
    '',
    `${passing} of ${tables.size} key routes meet every goal in ${judged} (every call sealed, as a merchant meets the H5); mock beside it. Detail in the sections below.`,
    '',
  ];
  for (const [route, rows] of tables) {
    lines.push(
      `### ${route}`,
      '',
      `| figure | ${ENVIRONMENTS.join(' | ')} | goal | met |`,
      `| --- |${' ---: |'.repeat(ENVIRONMENTS.length)} --- | --- |`,
    );
    for (const row of rows.values())
      lines.push(
        `| ${row.label} | ${ENVIRONMENTS.map((e) => fmt(row.values[e])).join(' | ')} | ${row.goal?.text ?? 'none: a diagnostic'} | ${row.goal ? (met(row) ? '✓' : '✗') : ''} |`,
      );
    lines.push('');
  }
  return lines;
}

/** The floor's figures beside the worst key route's, so the docs can say "floor X, product Y". */
function floorBesideProduct(report: Json): string[] {
  // 'routes[/gradeRate].mobile.lcpMs' of section lighthouse → 'lighthouse.mobile.lcpMs', as in floor.
  const productSections = ['lighthouse', 'firstScreen', 'longList', 'animation'];
  const product = new Map<string, number[]>();
  for (const section of productSections)
    for (const [key, value] of flatten(report[section])) {
      // A route's production figure; its mock one is not what a merchant meets.
      if (/^routes\[[^\]]*\]\.mock\./.test(key)) continue;
      const rest = key.replace(/^routes\[[^\]]*\](\.production(?=\.))?/, '');
      const figure = rest.startsWith('.') ? `${section}${rest}` : `${section}.${rest}`;
      product.set(figure, [...(product.get(figure) ?? []), value]);
    }
  const carried = (report.carriedOver ?? {}) as Record<string, string>;
  const older = productSections.filter((s) => carried[s]).map((s) => `${s} of ${carried[s]}`);
  const lines = [
    '### The floor beside the product',
    '',
    'Product: the worst key route in production in the lighthouse and firstScreen sections above, and the longList section. A goal the floor misses cannot be reached on this stack.',
    ...(older.length ? [`Product figures not measured in this run: ${older.join(', ')}.`] : []),
    '',
    '| figure | floor | product | product − floor | goal |',
    '| --- | ---: | ---: | ---: | --- |',
  ];
  for (const [key, floor] of flatten(report.floor)) {
    // The data floors (`withData.…`, `withStore.…`) stand beside the same product figure as the bare one.
    const values = product.get(key.replace(/^with(Data|Store)\./, ''));
    const goal = goalFor('floor', key);
    if (!values || !(goal || /\.(total|js|framesMissedPct)$/.test(key))) continue;
    const worst = values.some((v) => !Number.isFinite(v))
      ? Number.NaN
      : goal?.better === 'higher'
        ? Math.min(...values)
        : Math.max(...values);
    const gap = Number.isFinite(floor) && Number.isFinite(worst) ? fmt(worst - floor) : '—';
    lines.push(`| ${key} | ${fmt(floor)} | ${fmt(worst)} | ${gap} | ${goal?.text ?? ''} |`);
  }
  return [...lines, ''];
}

export function renderReport(report: Json, previous: Json | null): string {
  const lines = [
    '# Bench report',
    '',
    `Generated ${String(report.generatedAt)} on ${String(report.machine)} in ${String(report.durationSeconds)} s by \`npm run bench\`.`,
    previous
      ? `Previous figures from ${String(previous.generatedAt)}.`
      : 'No previous report to compare with.',
    '',
  ];
  const incomplete = Array.isArray(report.incomplete) ? (report.incomplete as string[]) : [];
  if (incomplete.length > 0)
    lines.push('**Incomplete: this run did not measure**', '', ...incomplete.map((gap) => `- ${gap}`), '');
  lines.push(...routeTables(report));
  for (const section of sections) {
    const now = report[section] as Json | undefined;
    if (!now) continue;
    lines.push(`## ${section}`, '');
    const carried = (report.carriedOver as Record<string, string> | undefined)?.[section];
    if (carried) lines.push(`Not measured in this run: the figures of ${carried}.`, '');
    if (typeof now.method === 'string') lines.push(`How: ${now.method}`, '');
    const before = flatten((previous?.[section] as Json | undefined) ?? {});
    const figures = flatten(now);
    lines.push('| figure | now | previous | change | goal |', '| --- | ---: | ---: | ---: | --- |');
    for (const [key, value] of figures) {
      const goal = goalFor(section, key);
      lines.push(
        `| ${key} | ${fmt(value)} | ${fmt(before.get(key))} | ${delta(value, before.get(key))} | ${verdict(goal, value, figures)} |`,
      );
    }
    lines.push('');
    if (section === 'floor' && (report.lighthouse || report.firstScreen))
      lines.push(...floorBesideProduct(report));
  }
  return lines.join('\n');
}
