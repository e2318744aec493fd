// Test only: one simulator per test file on a clock the tests move (`clock.now = …`), and a call
// by endpoint name that returns the answer's envelope.
import { afterAll, beforeAll } from 'vitest';
import { endpoints, type EndpointName } from '@merchant-h5/sdk';
import type { SimSettings } from '../../context';
import { callEndpoint, startSimulator, TODAY, type RunningSimulator } from './harness';

export interface SimulatorSuite {
  /** The running simulator; only inside tests (started in beforeAll). */
  readonly sim: RunningSimulator;
  clock: { now: number };
  call<T = Record<string, unknown>>(
    session: string,
    name: EndpointName,
    body?: Record<string, unknown>,
    scenario?: string,
  ): Promise<{ code: string; msg: string; data: T }>;
}

/** Registers beforeAll/afterAll for a simulator with `settings` whose clock starts at TODAY. */
export function simulatorSuite(settings: Partial<SimSettings> = {}): SimulatorSuite {
  const clock = { now: TODAY };
  let running: RunningSimulator | undefined;
  beforeAll(async () => {
    running = await startSimulator({ now: () => clock.now, ...settings });
  });
  afterAll(() => running?.close());
  const sim = () => {
    if (!running) throw new Error('the simulator starts in beforeAll: use it inside a test');
    return running;
  };
  return {
    get sim() {
      return sim();
    },
    clock,
    async call<T>(
      session: string,
      name: EndpointName,
      body: Record<string, unknown> = {},
      scenario = 'certified',
    ) {
      const res = await callEndpoint(sim(), endpoints[name], { session, scenario, body });
      return res.json as { code: string; msg: string; data: T };
    },
  };
}
