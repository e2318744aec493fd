// After every run, pass or fail: print the fault matrix (when fault cells ran) and scan the run's
// console, addresses, headers, storage and simulator logs for tokens, card and ID numbers. A leak fails the run.
import type { FullConfig } from '@playwright/test';
import { FAULTS } from './fault-cell';
import { formatMatrix, readCells } from './fault-report';
import { scanOutput, summary } from './privacy-scan';
import { loadRoutes } from './routes';

export default function globalTeardown(config: FullConfig): void {
  const outputDir = config.projects[0]?.outputDir;
  if (!outputDir) return;
  const cells = readCells(outputDir);
  if (cells.length) {
    const screens = loadRoutes().map((r) => r.route);
    console.log(
      `\n${formatMatrix(
        cells,
        screens,
        FAULTS.map((f) => f.id),
      )}\n`,
    );
  }
  const report = scanOutput(outputDir);
  console.log(summary(report));
  if (report.leaks.length) throw new Error(`privacy scan: ${report.leaks.length} leaks in what the run saw`);
}
