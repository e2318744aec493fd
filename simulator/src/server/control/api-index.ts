// The JSON index answered at GET /__sim/: every control call, including the host calls served by
// the host router, plus the gateway's codes, so QA scripts and e2e tests need no other document.
import { CODES } from '../gateway/errors';
import { FAULT_KINDS } from '../../shared/faults';
import { CONTROL_API } from '../../shared/control-api/routes';
import { isWholeBody, splitRouteKey, type Fields, type RouteSpec } from '../../shared/control-api/schema';
import type { ControlIndex, IndexedRoute } from '../../shared/control-api/session';
import type { SimSettings } from '../context';
import { SCENARIO_NAMES } from '../state/scenarios';

const docsOf = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.doc]));

/** Every route of shared/control-api/routes.ts as the index lists it. */
export const CONTROL_ROUTES: IndexedRoute[] = Object.entries(CONTROL_API).map(
  ([key, spec]: [string, RouteSpec]) => {
    const { method, path } = splitRouteKey(key);
    return {
      method,
      path: `/__sim${path}`,
      ...(spec.query ? { query: docsOf(spec.query) } : {}),
      ...(spec.body ? { body: isWholeBody(spec.body) ? spec.body.doc : docsOf(spec.body) } : {}),
      description: spec.description,
      ...(spec.served ? { served: spec.served } : {}),
    };
  },
);

export const FAULT_DOC = {
  shape: {
    endpoint: 'optional endpoint name (SDK catalogue); absent = all',
    kind: FAULT_KINDS.join('|'),
    latencyMs: 'latency',
    jitterMs: 'latency: + uniform [0, jitterMs]',
    status: "'status': HTTP status",
    code: "'business': envelope code",
    msg: "'business': envelope msg",
    times: 'apply N times, then clear',
  },
  kinds: {
    latency: 'adds delay, then answers normally',
    status: 'answers that HTTP status, body = status text',
    business: 'answers HTTP 200 with the {code, msg} envelope',
    malformed: "answers 200 with '<html>oops'",
    truncated: 'runs the call, answers 200 with its JSON cut in half (unsealed)',
    drop: 'destroys the connection',
    hang: 'never answers; ends when the client disconnects, or with 504 after 120 s',
  },
};

export function apiIndex(
  settings: Pick<SimSettings, 'maxBodyBytes' | 'hangTimeoutMs' | 'certificationAuditMs'>,
): ControlIndex {
  return {
    name: 'Merchant H5 simulator control API',
    gateway: {
      url: '/gateway/{service}/{path}',
      environments: {
        'localhost|127.0.0.1': 'mock',
        'test.localhost': 'test',
        'alpha.localhost': 'alpha',
        'other names (prod.localhost)': 'production',
      },
      token:
        'sim-token:<session>:<scenario>, RSA-sealed in TOKEN; official account: plain in the sim_token cookie',
      scenarios: SCENARIO_NAMES,
      codes: Object.fromEntries(Object.values(CODES).map((c) => [c.code, c.msg])),
      unauthorized: 'HTTP 401, body 登录已失效，请重新登录 (sealed when sealing applies)',
      idempotency:
        "Idempotency-Key header: same key + same body replays the first answer byte for byte; another body → 409 '4009'",
      limits: {
        maxBodyBytes: settings.maxBodyBytes,
        hangTimeoutMs: settings.hangTimeoutMs,
        certificationAuditMs: settings.certificationAuditMs,
        pageSize: 'default 20, max 100',
      },
    },
    routes: CONTROL_ROUTES,
    faults: FAULT_DOC,
  };
}
