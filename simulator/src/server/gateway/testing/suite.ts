// Test only: one simulator per test file on a clock the tests move (`clock.now = …`), and a call
// by endpoint name whose body and answer are the SDK catalogue's types for that endpoint.
import { afterAll, beforeAll } from 'vitest';
import {
  endpoints,
  type EndpointBody,
  type EndpointName,
  type EndpointQuery,
  type EndpointResponse,
} from '@merchant-h5/sdk';
import type { SimSettings } from '../../context';
import { callEndpoint, startSimulator, TODAY, type RunningSimulator } from './harness';

/** What a call of N sends: its JSON body, or a GET's query (nothing when it takes neither). */
export type CallBody<N extends EndpointName> = [EndpointBody<N>] extends [never]
  ? [EndpointQuery<N>] extends [never]
    ? Record<string, never>
    : EndpointQuery<N>
  : EndpointBody<N>;

/** The envelope of a call of N; `data` is what the catalogue says N answers. */
export interface Answer<N extends EndpointName> {
  code: string;
  msg: string;
  data: EndpointResponse<N>;
}

export interface SimulatorSuite {
  /** The running simulator; only inside tests (started in beforeAll). */
  readonly sim: RunningSimulator;
  clock: { now: number };
  /**
   * Calls N as the host app with a body the catalogue allows; `scenario` seeds a new session.
   *
   * @example const { data } = await call(s, 'integralHome'); data.balance; // IntegralHome
   */
  call<N extends EndpointName>(
    session: string,
    name: N,
    body?: CallBody<N>,
    scenario?: string,
  ): Promise<Answer<N>>;
  /**
   * The one way to send what the catalogue does not allow (a field missing, mistyped or unknown):
   * tests that prove the server refuses or tolerates it. `data` is typed for the success case.
   *
   * @example expect((await callOffContract(s, 'touchAdd', { phone: '123' })).code).toBe('1001');
   */
  callOffContract<N extends EndpointName>(
    session: string,
    name: N,
    body: object,
    scenario?: string,
  ): Promise<Answer<N>>;
  /**
   * A call of the control API (`/__sim/…`), as QA's tools make it.
   *
   * @example expect((await control('PUT', '/server-html', { session: s, html })).status).toBe(200);
   */
  control(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
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
  async function send<N extends EndpointName>(
    session: string,
    name: N,
    body: unknown,
    scenario: string,
  ): Promise<Answer<N>> {
    const res = await callEndpoint(sim(), endpoints[name], { session, scenario, body });
    // The answer as the simulator serialised it: its handler's type (Handler<N>) is the catalogue's.
    return res.json as Answer<N>;
  }
  return {
    get sim() {
      return sim();
    },
    clock,
    call: (session, name, body, scenario = 'certified') => send(session, name, body ?? {}, scenario),
    callOffContract: (session, name, body, scenario = 'certified') => send(session, name, body, scenario),
    async control(method, path, body) {
      const res = await fetch(`${sim().url}/__sim${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}
