// Playwright against the simulator in Debian's Chromium (never a downloaded browser). The suite
// starts its own simulator on port 5171 so it never talks to a dev instance on 5170.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SIM_PORT, SIM_URL } from './support/address';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: SIM_URL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace costs a third of the suite's time on two cores (screencast frames and DOM
    // snapshots at every step, for every test), so only a retry records one: CI retries a failed test
    // once and keeps that run's trace. By hand: `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node --import tsx simulator/src/server/main.ts',
    cwd: repoRoot,
    env: { PORT: String(SIM_PORT), HOST: '127.0.0.1' },
    url: `${SIM_URL}/__sim/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
