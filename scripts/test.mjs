// `npm test`: every phase in order, stopping at the first that fails. The build comes first (the
// checks after it read its output); Storybook, lint and types do not depend on one another and are
// single-threaded for most of their time, so they run two at a time on a two-core machine, each one's
// output printed whole when it ends. Last, one line of each phase's time (README, "Tests").
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Buffer } from 'node:buffer';

/** A phase: its name and npm script; an array of phases runs side by side. */
const PHASES = [
  { name: 'build', script: 'build' },
  [
    { name: 'storybook', script: 'build-storybook -w app' },
    { name: 'lint', script: 'lint' },
    { name: 'types', script: 'typecheck' },
  ],
  { name: 'unit', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e' },
];

const SIDE_BY_SIDE = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Runs `npm run <script>`; `buffered` keeps its output until it ends (so side-by-side phases do not
 * interleave). Resolves with the exit code and the seconds it took.
 */
function run({ name, script }, buffered) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', ...script.split(' ')], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve({ name, code: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Runs the phases of a group at most `SIDE_BY_SIDE` at a time; resolves with every result. */
async function runGroup(group) {
  const queue = [...group];
  const results = [];
  const lane = async () => {
    for (let phase = queue.shift(); phase; phase = queue.shift()) results.push(await run(phase, true));
  };
  await Promise.all(Array.from({ length: SIDE_BY_SIDE }, lane));
  return results;
}

const started = performance.now();
const timings = [];
let failed;
for (const step of PHASES) {
  const results = Array.isArray(step) ? await runGroup(step) : [await run(step, false)];
  timings.push(...results);
  failed = results.find((r) => r.code !== 0);
  if (failed) break;
}
const minutes = (performance.now() - started) / 60_000;
console.log(
  `\nphase times: ${timings.map((t) => `${t.name} ${Math.round(t.seconds)} s`).join(', ')}; ` +
    `npm test ${minutes.toFixed(1)} min` +
    (failed ? ` — ${failed.name} failed (exit ${failed.code})` : ''),
);
process.exit(failed ? failed.code : 0);
