// The control API (mounted at /__sim): scenario, reset, faults, logs, tokens, cipher,
// certification, abnormal recovery, state. The host router serves /shim.js, /host, /native-call, /events, /bridge-log.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { endpoints } from '@merchant-h5/sdk';
import { DEFAULT_SESSION, type LogEntry, type SimContext } from '../context';
import {
  MAX_FAULTS_PER_SESSION,
  addFault,
  isFaultSpecError,
  parseFaultSpec,
  removeFaults,
} from '../faults/store';
import { SCENARIO_NAMES, isScenarioName, scenarioDefinitions } from '../state/scenarios';
import {
  chooseScenario,
  getSession,
  isSessionId,
  resetSession,
  type ResponseCipher,
  type SimSession,
} from '../state/session';
import { apiIndex } from './api-index';
import { ControlInputError, isControlInputError } from './errors';
import { advanceRecovery } from './abnormal';
import { advanceChannelCertification } from './channel-certification';
import { advanceCertification } from './certification';
import { advanceOnboarding } from './onboarding';
import { advanceDeviceApplication } from './device-applications';
import { stateSummary } from './state-summary';
import { choosePartnerLogin, partnerLogin, restorePartnerLogin } from './partner-login';
import { chooseServerHtml, restoreServerHtml, serverHtmlOf } from './server-html';

const CIPHERS: readonly ResponseCipher[] = ['auto', 'encrypted', 'plain'];
const LOG_KINDS: ReadonlyArray<LogEntry['kind']> = ['http', 'bridge', 'control'];

function sessionId(req: Request): string {
  const raw =
    req.query.session ?? (req.body as Record<string, unknown> | undefined)?.session ?? DEFAULT_SESSION;
  if (!isSessionId(raw))
    throw new ControlInputError('invalid_session', 'session must match [A-Za-z0-9_.-]{1,64}');
  return raw;
}

function body(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined) return {};
  if (!b || typeof b !== 'object')
    throw new ControlInputError('invalid_body', 'the body must be a JSON object or array');
  return b as Record<string, unknown>;
}

const isKnownEndpoint = (name: string) => Object.hasOwn(endpoints, name);

export function createControlRouter(ctx: SimContext): Router {
  // The app mounts guard/control-writes.ts in front: JSON writes from own origins only, bounded.
  const router = express.Router();

  const withSession =
    (fn: (session: SimSession, req: Request) => unknown, log?: (req: Request) => string) =>
    (req: Request, res: Response) => {
      const session = getSession(ctx, sessionId(req));
      const result = fn(session, req);
      if (log)
        ctx.logs.add({
          session: session.id,
          kind: 'control',
          summary: log(req),
          detail: { path: req.path, body: req.body ?? null },
        });
      res.json(result);
    };

  router.get('/', (_req, res) => void res.json(apiIndex(ctx.settings)));

  router.get(
    '/scenario',
    withSession((s) => ({
      session: s.id,
      scenario: s.scenario,
      scenarios: SCENARIO_NAMES.map((name) => {
        const d = scenarioDefinitions(ctx.config.fixturesDir)[name];
        return { name, title: d.title, description: d.description };
      }),
    })),
  );
  router.put(
    '/scenario',
    withSession(
      (s, req) => {
        const scenario = body(req).scenario;
        if (!isScenarioName(scenario))
          throw new ControlInputError(
            'invalid_scenario',
            `scenario must be one of ${SCENARIO_NAMES.join(', ')}`,
          );
        chooseScenario(ctx, s, scenario);
        return { session: s.id, scenario: s.scenario };
      },
      (req) => `scenario → ${String(body(req).scenario)}`,
    ),
  );

  router.post(
    '/reset',
    withSession(
      (s, req) => {
        const scenario = body(req).scenario;
        if (scenario !== undefined && !isScenarioName(scenario))
          throw new ControlInputError(
            'invalid_scenario',
            `scenario must be one of ${SCENARIO_NAMES.join(', ')}`,
          );
        if (scenario !== undefined) chooseScenario(ctx, s, scenario);
        else resetSession(ctx, s);
        return { session: s.id, scenario: s.scenario, reset: true };
      },
      () => 'reset',
    ),
  );

  router.get(
    '/faults',
    withSession((s) => ({ session: s.id, faults: s.faults })),
  );
  router.put(
    '/faults',
    withSession(
      (s, req) => {
        const b = body(req);
        const list: unknown[] = Array.isArray(b) ? b : Array.isArray(b.faults) ? b.faults : [b];
        if (list.length > MAX_FAULTS_PER_SESSION)
          throw new ControlInputError(
            'too_many_faults',
            `a session holds at most ${MAX_FAULTS_PER_SESSION} faults`,
          );
        const specs = list.map((f) => parseFaultSpec(f, isKnownEndpoint));
        removeFaults(s);
        return { session: s.id, faults: specs.map((spec) => addFault(s, spec)) };
      },
      () => 'faults replaced',
    ),
  );
  router.post(
    '/faults',
    withSession(
      (s, req) => {
        if (s.faults.length >= MAX_FAULTS_PER_SESSION)
          throw new ControlInputError(
            'too_many_faults',
            `a session holds at most ${MAX_FAULTS_PER_SESSION} faults; DELETE some first`,
            409,
          );
        return { session: s.id, fault: addFault(s, parseFaultSpec(body(req), isKnownEndpoint)) };
      },
      (req) => `fault added: ${String(body(req).kind)}`,
    ),
  );
  router.delete(
    '/faults',
    withSession(
      (s, req) => {
        const id = req.query.id === undefined ? undefined : Number(req.query.id);
        if (id !== undefined && !Number.isInteger(id))
          throw new ControlInputError('invalid_id', 'id must be an integer');
        const endpoint = typeof req.query.endpoint === 'string' ? req.query.endpoint : undefined;
        return {
          session: s.id,
          removed: removeFaults(s, {
            ...(id !== undefined ? { id } : {}),
            ...(endpoint ? { endpoint } : {}),
          }),
          faults: s.faults,
        };
      },
      () => 'faults removed',
    ),
  );

  router.get('/logs', (req, res) => {
    const session = req.query.session === '*' ? undefined : sessionId(req);
    const kind = req.query.kind;
    if (kind !== undefined && !LOG_KINDS.includes(kind as LogEntry['kind']))
      throw new ControlInputError('invalid_kind', `kind must be one of ${LOG_KINDS.join(', ')}`);
    const since = req.query.since === undefined ? undefined : Number(req.query.since);
    if (since !== undefined && !Number.isInteger(since))
      throw new ControlInputError('invalid_since', 'since must be a log id (integer)');
    res.json({
      entries: ctx.logs.list({
        ...(session ? { session } : {}),
        ...(kind ? { kind: kind as LogEntry['kind'] } : {}),
        ...(since !== undefined ? { since } : {}),
      }),
    });
  });
  router.delete('/logs', (req, res) => {
    const session = req.query.session === '*' ? undefined : sessionId(req);
    ctx.logs.clear(session);
    res.json({ cleared: session ?? '*' });
  });

  for (const [action, status] of [
    ['revoke', 'revoked'],
    ['expire', 'expired'],
    ['restore', 'valid'],
  ] as const) {
    router.post(
      `/tokens/${action}`,
      withSession(
        (s) => {
          s.tokenStatus = status;
          return { session: s.id, tokenStatus: s.tokenStatus };
        },
        () => `token ${status}`,
      ),
    );
  }

  router.put(
    '/cipher',
    withSession(
      (s, req) => {
        const cipher = body(req).responseCipher;
        if (!CIPHERS.includes(cipher as ResponseCipher))
          throw new ControlInputError(
            'invalid_cipher',
            `responseCipher must be one of ${CIPHERS.join(', ')}`,
          );
        s.responseCipher = cipher as ResponseCipher;
        return { session: s.id, responseCipher: s.responseCipher };
      },
      (req) => `responseCipher → ${String(body(req).responseCipher)}`,
    ),
  );

  router.post(
    '/certification/advance',
    withSession(
      (s, req) => advanceCertification(ctx, s, body(req)),
      () => 'certification advanced',
    ),
  );
  router.post(
    '/onboarding/advance',
    withSession(
      (s, req) => advanceOnboarding(ctx, s, body(req)),
      () => 'onboarding advanced',
    ),
  );
  router.post(
    '/certification/channel/advance',
    withSession(
      (s, req) => advanceChannelCertification(ctx, s, body(req)),
      () => 'channel certification advanced',
    ),
  );
  router.post(
    '/abnormal/advance',
    withSession(
      (s, req) => advanceRecovery(ctx, s, body(req)),
      () => 'abnormal recovery advanced',
    ),
  );
  router.post(
    '/device-applications/advance',
    withSession(
      (s, req) => advanceDeviceApplication(ctx, s, body(req)),
      () => 'device application advanced',
    ),
  );
  router.get(
    '/state',
    withSession((s) => stateSummary(ctx, s)),
  );
  router.get(
    '/points/partner-login',
    withSession((s) => partnerLogin(s)),
  );
  router.put(
    '/points/partner-login',
    withSession(
      (s, req) => choosePartnerLogin(s, body(req)),
      (req) => (body(req).url === null ? 'partner login restored' : 'partner login → the address set by QA'),
    ),
  );
  router.delete(
    '/points/partner-login',
    withSession(
      (s) => restorePartnerLogin(s),
      () => 'partner login restored',
    ),
  );
  router.get(
    '/server-html',
    withSession((s) => serverHtmlOf(s)),
  );
  router.put(
    '/server-html',
    withSession(
      (s, req) => chooseServerHtml(s, body(req)),
      (req) => (body(req).html === null ? 'server HTML restored' : 'server HTML → the markup set by QA'),
    ),
  );
  router.delete(
    '/server-html',
    withSession(
      (s) => restoreServerHtml(s),
      () => 'server HTML restored',
    ),
  );

  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    if (isControlInputError(err))
      return void res.status(err.status).json({ error: { code: err.code, message: err.message } });
    if (isFaultSpecError(err))
      return void res.status(400).json({ error: { code: 'invalid_fault', message: err.message } });
    const e = err as { status?: number; message?: string };
    const status = e.status && e.status >= 400 && e.status < 500 ? e.status : 500;
    res.status(status).json({
      error: { code: status === 500 ? 'internal' : 'bad_request', message: e.message ?? String(err) },
    });
  });
  return router;
}
