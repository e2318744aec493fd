// /__sim/probe: a page with the host shim and the SDK bridge only (no app), exposing `window.probe`
// for the e2e host specs and the harness's host check. Built with the harness (second Vite entry).
import path from 'node:path';
import type { Request, Response } from 'express';
import type { HostContext, HostServices } from '../hosts/context';
import type { ShimFixtures } from '../hosts/shim';
import { sendShimmedPage } from './shim-page';

/** @example router.get('/probe', createProbeHandler(ctx, hosts, loadShimFixtures(ctx.config.fixturesDir))); */
export function createProbeHandler(
  ctx: HostContext,
  hosts: HostServices,
  shimFixtures: ShimFixtures,
): (req: Request, res: Response) => Promise<void> {
  const htmlFile = path.join(ctx.config.harnessDist, 'probe.html');
  const notBuilt = {
    title: 'Probe 尚未构建 (the harness is not built)',
    lines: [
      'simulator/dist/harness/probe.html 不存在。Build the harness (it bundles the probe), then reload:',
    ],
    command: 'npm run build -w simulator',
  };
  return (req, res) => sendShimmedPage(req, res, { htmlFile, hosts, shimFixtures, notBuilt });
}
