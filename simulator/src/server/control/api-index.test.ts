// The index at GET /__sim/ is what QA and the e2e suite read instead of the code: every route the
// control routers serve must be in it, and nothing it lists may be missing from them.
import type { Router } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_ROUTES } from '../../shared/control-api/hosts';
import { createHostRouters } from '../app';
import { createSimContext, loadConfig } from '../context';
import { createHostServices } from '../hosts/context';
import { loadShimFixtures } from '../hosts/shim';
import { CONTROL_ROUTES } from './api-index';
import { createControlRouter } from './router';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** 'METHOD /path' of every route of a router, nested routers included (they mount at their parent's path). */
function routesOf(stack: Layer[]): string[] {
  return stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} /__sim${layer.route!.path}`)
      : layer.handle?.stack
        ? routesOf(layer.handle.stack)
        : [],
  );
}

const servedBy = (routers: Router[]) => routers.flatMap((r) => routesOf(r.stack as unknown as Layer[]));

const ctx = createSimContext(loadConfig());
const hosts = createHostServices();
afterAll(() => hosts.nativeCalls.close());
// The routers the app mounts at /__sim, as it mounts them.
const hostServed = servedBy(createHostRouters(ctx, hosts, loadShimFixtures(ctx.config.fixturesDir)));
const controlServed = servedBy([createControlRouter(ctx)]);

describe('the control index', () => {
  it('lists every route the control and host routers serve, and only those', () => {
    const served = [...hostServed, ...controlServed];
    const listed = CONTROL_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((r) => !listed.includes(r))).toEqual([]);
    expect(listed.filter((r) => !served.includes(r))).toEqual([]);
  });

  it('has every host route registered by the host routers, once, and none by the control router', () => {
    const declared = Object.keys(HOST_ROUTES).map((key) => key.replace(' /', ' /__sim/'));
    expect([...hostServed].sort()).toEqual([...declared].sort());
    expect(controlServed.filter((r) => declared.includes(r))).toEqual([]);
  });
});
