// The fault matrix's results: one JSON file per screen's test in its output folder, listing the
// screen's cells (written whatever the outcome), gathered and printed as screens × faults after the run.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CELL_FILE = 'fault-cell.json';

export interface CellResult {
  screen: string;
  fault: string;
  ok: boolean;
  /** What the merchant was told (or 'data' for a cell that only had to load). */
  message: string;
  error?: string;
  durationMs: number;
  retry: number;
}

export function writeCells(path: string, cells: readonly CellResult[]): void {
  writeFileSync(path, JSON.stringify(cells, null, 2));
}

/** Every cell of every cell file under the output folder; a retried cell counts by its last attempt. */
export function readCells(outputDir: string): CellResult[] {
  if (!existsSync(outputDir)) return [];
  const latest = new Map<string, CellResult>();
  for (const dir of readdirSync(outputDir)) {
    const file = join(outputDir, dir, CELL_FILE);
    if (!existsSync(file)) continue;
    for (const cell of JSON.parse(readFileSync(file, 'utf8')) as CellResult[]) {
      const key = `${cell.screen}\u0000${cell.fault}`;
      const seen = latest.get(key);
      if (!seen || seen.retry < cell.retry) latest.set(key, cell);
    }
  }
  return [...latest.values()];
}

/** The matrix as text: a row per screen, a column per fault, `ok`, `FAIL` or `-` (not run). */
export function formatMatrix(
  cells: readonly CellResult[],
  screens: readonly string[],
  faults: readonly string[],
): string {
  const at = new Map(cells.map((c) => [`${c.screen}\u0000${c.fault}`, c]));
  const rows = screens.map((s) => [
    s,
    ...faults.map((f) => {
      const c = at.get(`${s}\u0000${f}`);
      return c ? (c.ok ? 'ok' : 'FAIL') : '-';
    }),
  ]);
  const header = ['screen', ...faults];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ');
  const failed = cells.filter((c) => !c.ok);
  const ok = cells.length - failed.length;
  return [
    `fault matrix: ${ok}/${cells.length} cells ok`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map(line),
    'what the merchant was told:',
    ...faults.map((f) => {
      const told = [...new Set(cells.filter((c) => c.fault === f && c.message).map((c) => c.message))];
      return `  ${f}: ${told.map((t) => JSON.stringify(t)).join(', ') || '-'}`;
    }),
    ...failed.map((c) => `FAIL ${c.screen} × ${c.fault}: ${c.error ?? '?'}`),
  ].join('\n');
}
