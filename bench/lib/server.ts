// Starts the simulator as a child process on a free port for the bench, and stops it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningSimulator {
  /** http://127.0.0.1:<port>: the mock environment. */
  origin: string;
  port: number;
  /** How it ended, when it ended before stop(): 'was killed by SIGTERM'. */
  exited(): string | null;
  stop(): Promise<void>;
}

/**
 * Port 0 (the default) lets the OS pick a free port, read back from the simulator's first log line,
 * so two benches (or a bench beside e2e) on one machine never share a simulator.
 */
export async function startSimulator(port = 0): Promise<RunningSimulator> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'simulator/src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A bench that throws or is interrupted never leaves its simulator holding a port.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    if (output.length < 4096) output += chunk.toString();
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    // "[sim] Merchant H5 simulator on http://localhost:5180/ (listening on 127.0.0.1)"
    const actual = /simulator on http:\/\/[^:/]+:(\d+)\//.exec(output)?.[1];
    if (actual) {
      const origin = `http://127.0.0.1:${actual}`;
      const res = await fetch(`${origin}/__sim/`).catch(() => null);
      if (res?.ok) return running(child, Number(actual));
    }
    if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
      child.kill();
      throw new Error(`the simulator did not start within 30 s${output ? `: ${output.trim()}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function running(child: ChildProcess, port: number): RunningSimulator {
  let stopping = false;
  let ended: string | null = null;
  child.once('exit', (code, signal) => {
    ended = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    // Every page measured against it from here on fails: say so where the reason is.
    if (!stopping) console.error(`[bench] the simulator ${ended} during the bench`);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    exited: () => (stopping ? null : ended),
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (ended) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
