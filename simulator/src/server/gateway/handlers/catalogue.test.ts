// Every endpoint of the SDK catalogue has its own handler, and answers '200' with data for the
// certified merchant when called through the real router.
import { endpointList, type EndpointName } from '@merchant-h5/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, sessionState } from '../../state/session';
import { EXAMPLES, dynamicBody } from '../testing/examples';
import { callEndpoint, startSimulator, type RunningSimulator } from '../testing/harness';
import { handlerFor, handlers } from './index';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

function isNonEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return false;
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') return Object.keys(data).length > 0;
  return data !== '';
}

describe('endpoint catalogue coverage', () => {
  it('has exactly one handler per catalogue endpoint, and none beyond it', () => {
    const names = endpointList.map((e) => e.name).sort();
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((n) => !handlerFor(n))).toEqual([]);
    expect(Object.keys(handlers).sort()).toEqual(names);
  });

  it.each(endpointList.map((e) => [e.name, e] as const))(
    '%s answers 200 with data for the certified merchant',
    async (name, endpoint) => {
      const session = `cat-${name}`;
      const example = EXAMPLES[name as EndpointName] ?? {};
      const state = sessionState(sim.ctx, getSession(sim.ctx, session, 'certified'));
      example.setup?.(state);
      const body = { ...example.body, ...dynamicBody(name as EndpointName, state) };
      const res = await callEndpoint(sim, endpoint, {
        session,
        body,
        ...(example.path ? { path: example.path } : {}),
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json?.code, res.text).toBe('200');
      expect(res.json?.msg).toBe('success');
      expect(isNonEmpty(res.json?.data), `${name} data: ${res.text}`).toBe(true);
    },
  );
});
