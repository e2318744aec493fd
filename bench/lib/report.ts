// Renders report.json as a table a person reads at a glance, each figure beside the previous one.
type Json = Record<string, unknown>;

const sections = ['bytes', 'lighthouse', 'longList', 'crypto', 'simulator'] as const;

/** Flattens numeric leaves into `a.b[route=/x].c` → number, so two reports can be compared. */
export function flatten(value: unknown, prefix = '', out = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'number') out.set(prefix, value);
  else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const id =
        item && typeof item === 'object'
          ? ((item as Json).route ?? (item as Json).src ?? (item as Json).bodyBytes ?? i)
          : i;
      flatten(item, `${prefix}[${String(id)}]`, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      if (k !== 'method') flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

function fmt(n: number | undefined): string {
  if (n === undefined || Number.isNaN(n)) return '—';
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

function delta(now: number, before: number | undefined): string {
  if (before === undefined || before === 0) return '';
  const pct = ((now - before) / Math.abs(before)) * 100;
  if (Math.abs(pct) < 0.5) return '=';
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
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
  for (const section of sections) {
    const now = report[section] as Json | undefined;
    if (!now) continue;
    lines.push(`## ${section}`, '');
    if (typeof now.method === 'string') lines.push(`How: ${now.method}`, '');
    const before = flatten((previous?.[section] as Json | undefined) ?? {});
    lines.push('| figure | now | previous | change |', '| --- | ---: | ---: | ---: |');
    for (const [key, value] of flatten(now)) {
      lines.push(`| ${key} | ${fmt(value)} | ${fmt(before.get(key))} | ${delta(value, before.get(key))} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
