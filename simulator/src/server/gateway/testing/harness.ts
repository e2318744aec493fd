// Test and bench only: a simulator with the gateway and control routers on a real port 0, a fixed
// clock, and helpers that build the headers each access context sends.
import type { EndpointName, EndpointResponse } from '@merchant-h5/sdk';
import express from 'express';
import type { AddressInfo, Socket } from 'node:net';
import { createSimContext, loadConfig, type SimContext, type SimSettings } from '../../context';
import { createControlRouter } from '../../control/router';
import { controlWrites } from '../../guard/control-writes';
import { ownHostNames, ownHostsOnly } from '../../guard/own-hosts';
import { createGatewayListener } from '../router';
import { sealHeader } from './client-seal';

/** 2026-11-22 10:00 in UTC+8: "today" of every test. */
export const TODAY = Date.parse('2026-11-22T10:00:00+08:00');

export interface RunningSimulator {
  ctx: SimContext;
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startSimulator(
  settings: Partial<SimSettings> = {},
  ctx = createSimContext(loadConfig(), { now: () => TODAY, ...settings }),
): Promise<RunningSimulator> {
  // Guarded as the real app is (app.ts), so tests and the bench see the same rules and costs.
  const app = express();
  const names = ownHostNames('');
  app.use(ownHostsOnly(names));
  app.use('/gateway', createGatewayListener(ctx));
  app.use('/__sim', ...controlWrites(names), createControlRouter(ctx));
  const sockets = new Set<Socket>();
  const server = app.listen(0, '127.0.0.1');
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    ctx,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export const token = (session: string, scenario = 'certified') => `sim-token:${session}:${scenario}`;

/** The host-app headers (docs/product.md §7) with a sealed TOKEN for `session`. */
export function hostAppHeaders(
  ctx: { config: Pick<SimContext['config'], 'publicKeyPem'> },
  session: string,
  scenario = 'certified',
): Record<string, string> {
  return {
    'Content-Type': 'application/json;charset=UTF-8',
    'DEVICE-VERIFY': sealHeader('867530012345678', ctx.config.publicKeyPem),
    'PHONE-FIRM': 'Xiaomi',
    'PHONE-MODLE': 'Redmi 9A',
    'PHONE-PLATFORM': 'H5',
    'PHONE-VERSION': '10',
    'PHONE-LANGUAGE': 'zh-CN',
    'PHONE-NETWORK': '4G',
    'APP-VERSION': '360',
    ROOTED: '0',
    'APP-TYPE': '01',
    TOKEN: sealHeader(token(session, scenario), ctx.config.publicKeyPem),
    'APP-PRODUCT-TYPE': '03',
  };
}

/** The `data` a catalogue endpoint answers (the SDK's type for it); unknown for an ad-hoc one. */
export type DataOf<E> = E extends { name: infer N extends EndpointName } ? EndpointResponse<N> : unknown;

export interface CallResult<D = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON of a plain answer, or undefined. */
  json: { code: string; msg: string; data: D } | undefined;
}

/**
 * Calls a catalogue endpoint as the host app with a plain JSON body (GET: as query).
 * `path` overrides the catalogue path (placeholders filled by the caller).
 */
export async function callEndpoint<E extends { service: string; path: string; method: string }>(
  sim: RunningSimulator,
  endpoint: E,
  options: {
    session?: string;
    scenario?: string;
    /** Sent as it is: tests may send what the catalogue does not allow. */
    body?: unknown;
    headers?: Record<string, string>;
    path?: string;
    /** Ends the request early, as a client that timed out. */
    signal?: AbortSignal;
  } = {},
): Promise<CallResult<DataOf<E>>> {
  const session = options.session ?? 'default';
  const path = options.path ?? endpoint.path;
  const query =
    endpoint.method === 'GET' && options.body
      ? `?${new URLSearchParams(options.body as Record<string, string>).toString()}`
      : '';
  const res = await fetch(`${sim.url}/gateway/${endpoint.service}/${path}${query}`, {
    method: endpoint.method,
    headers: { ...hostAppHeaders(sim.ctx, session, options.scenario), ...options.headers },
    ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await res.text();
  let json: CallResult<DataOf<E>>['json'];
  try {
    // What the simulator serialised: a catalogue endpoint's handler answers its SDK type (Handler<N>).
    json = JSON.parse(text) as CallResult<DataOf<E>>['json'];
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
