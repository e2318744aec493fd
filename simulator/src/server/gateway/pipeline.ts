// One gateway request from endpoint lookup to answer: headers, body, identity, session, faults,
// idempotency, handler, sealing. Express glue and logging live in router.ts.
import type { IncomingHttpHeaders } from 'node:http';
import { findEndpoint, parsePattern, type Endpoint } from '@merchant-h5/sdk';
import type { SimContext } from '../context';
import { faultOutcome, truncate } from './apply-fault';
import { delayOf, takeFaults } from '../faults/store';
import type { Fault } from '../../shared/faults';
import { adoptTokenScenario, getSession, sessionState, type SimSession } from '../state/session';
import { accessContextOf, type AccessContext } from './access';
import type { Answer } from '../http/answer';
import { envelope, plainAnswer, sealPlan, sealedOrPlain, type SealPlan } from './answer';
import { readInput } from './body';
import { checkBounds, checkHeaderBounds, checkPathBounds } from './bounds';
import type { EnvironmentName } from './environment';
import {
  BadGatewayRequestError,
  CODES,
  UNAUTHORIZED_MESSAGE,
  UnauthorizedRequestError,
  isBusinessRuleError,
} from './errors';
import { identify } from './identity';
import { looksSealed } from './crypto';
import { claimKey, fingerprint } from './idempotency';
import { handlerFor } from './handlers/index';

export interface GatewayRequest {
  method: string;
  service: string;
  path: string;
  headers: IncomingHttpHeaders;
  query: Record<string, unknown>;
  rawBody: string;
  environment: EnvironmentName;
  /** Resolves when the client goes away, so waits can stop early. */
  closed: Promise<void>;
}

export type Outcome = { kind: 'answer'; answer: Answer } | { kind: 'drop' } | { kind: 'hang' };

/** What the log records about the request beyond its answer. */
export interface Trace {
  session: string;
  endpoint: string | null;
  context: AccessContext | null;
  requestBody: unknown;
  requestSealed: boolean;
  faults: string[];
  idempotency: 'new' | 'replay' | 'conflict' | null;
}

const sleep = (ms: number, closed: Promise<void>) =>
  Promise.race([new Promise<void>((r) => setTimeout(r, ms).unref()), closed]);

function endpointOf(req: GatewayRequest): Endpoint {
  const endpoint = findEndpoint(req.service, req.path);
  if (!endpoint)
    throw new BadGatewayRequestError(
      404,
      CODES.unknownEndpoint.code,
      `${CODES.unknownEndpoint.msg}：${req.service}/${req.path}`,
    );
  if (endpoint.method !== req.method) {
    throw new BadGatewayRequestError(
      405,
      CODES.wrongMethod.code,
      `${CODES.wrongMethod.msg}：${endpoint.name} 使用 ${endpoint.method}`,
    );
  }
  return endpoint;
}

/**
 * `{id}` placeholders of the catalogue path (the SDK's pattern parser reads it), decoded from the
 * request path. Not `matchPattern`: findEndpoint has matched the path already, and a segment that
 * does not decode is the caller's bad parameter (400), not an unknown endpoint.
 */
function pathParams(endpoint: Endpoint, path: string): Record<string, string> {
  const params: Record<string, string> = {};
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  parsePattern(endpoint.path).forEach((segment, i) => {
    if (!('name' in segment) || parts[i] === undefined) return;
    try {
      params[segment.name] = decodeURIComponent(parts[i]!);
    } catch {
      throw new BadGatewayRequestError(
        400,
        CODES.badParam.code,
        `${CODES.badParam.msg}：路径参数 ${segment.name} 编码无效`,
      );
    }
  });
  return params;
}

function runHandler(
  ctx: SimContext,
  session: SimSession,
  endpoint: Endpoint,
  input: Record<string, unknown>,
  params: Record<string, string>,
  plan: SealPlan,
): Answer {
  const handler = handlerFor(endpoint.name);
  if (!handler) return plainAnswer(501, envelope('5001', `模拟器未实现 ${endpoint.name}`));
  try {
    const state = sessionState(ctx, session);
    const data = handler({ ctx, session, state, input, params, now: ctx.settings.now() });
    return sealedOrPlain(200, envelope(CODES.ok.code, CODES.ok.msg, data ?? null), plan, ctx.config);
  } catch (e) {
    if (isBusinessRuleError(e)) return sealedOrPlain(200, envelope(e.code, e.message), plan, ctx.config);
    throw e;
  }
}

async function answerOnce(
  ctx: SimContext,
  req: GatewayRequest,
  session: SimSession,
  endpoint: Endpoint,
  input: Record<string, unknown>,
  params: Record<string, string>,
  plan: SealPlan,
  trace: Trace,
): Promise<Answer> {
  const key = req.headers['idempotency-key'];
  // Only the catalogue's idempotent endpoints (payments, orders, exchanges, binds, submits) keep keys.
  if (!endpoint.idempotent || typeof key !== 'string' || key === '')
    return runHandler(ctx, session, endpoint, input, params, plan);
  // A replay waits for a first request still running; if that one ends without an answer, claim again.
  for (;;) {
    const claim = claimKey(session.idempotency, key, fingerprint(endpoint.name, input), ctx.settings.now());
    trace.idempotency = claim.kind;
    if (claim.kind === 'conflict') {
      return plainAnswer(409, envelope(CODES.idempotencyConflict.code, CODES.idempotencyConflict.msg));
    }
    if (claim.kind === 'replay') {
      const answer = await claim.answer;
      if (answer) return answer;
      continue;
    }
    try {
      const answer = runHandler(ctx, session, endpoint, input, params, plan);
      claim.settle(answer);
      return answer;
    } catch (e) {
      claim.settle(null);
      throw e;
    }
  }
}

export async function processRequest(ctx: SimContext, req: GatewayRequest, trace: Trace): Promise<Outcome> {
  let plan: SealPlan = sealPlan('auto', req.environment, false, null);
  try {
    const endpoint = endpointOf(req);
    trace.endpoint = endpoint.name;
    // Before any header is compared, echoed in a refusal or decrypted.
    checkHeaderBounds(req.headers);
    const context = accessContextOf(req.headers);
    trace.context = context;
    // The token first: a request nobody signed costs no decryption of its body.
    plan = sealPlan('auto', req.environment, looksSealed(req.rawBody), context);
    const identity = identify(req.headers, context, ctx.config.privateKeyPem);
    trace.session = identity.session;
    // A revoked or expired token is refused before anything acts on it: no scenario adopted (which
    // would reset the merchant and make its tokens valid again), no session created, no body opened.
    const known = ctx.sessions.get(identity.session);
    if (known && known.tokenStatus !== 'valid') {
      plan = sealPlan(known.responseCipher, req.environment, looksSealed(req.rawBody), context);
      throw new UnauthorizedRequestError(known.tokenStatus);
    }
    const { input, sealed, body } = readInput(req.rawBody, req.query, ctx.config.privateKeyPem);
    trace.requestBody = body;
    trace.requestSealed = sealed;
    checkBounds(endpoint, input);
    const params = pathParams(endpoint, req.path);
    checkPathBounds(params);
    const session = getSession(ctx, identity.session, identity.scenario);
    adoptTokenScenario(ctx, session, identity.scenario);
    plan = sealPlan(session.responseCipher, req.environment, sealed, context);

    const { latency, answer: fault } = takeFaults(session, endpoint.name);
    const applied: Fault[] = [latency, fault].filter((f): f is Fault => f !== undefined);
    trace.faults = applied.map((f) => f.kind);
    if (latency) await sleep(delayOf(latency), req.closed);
    const planned = fault ? faultOutcome(fault, plan, ctx.config) : null;
    // A cut or dropped answer is lost on the way back: the action itself happened (and its answer
    // is kept for the key's replay), as when a real server commits and the connection breaks.
    if (planned && planned.kind !== 'truncate' && planned.kind !== 'drop') return planned;
    const answer = await answerOnce(ctx, req, session, endpoint, input, params, plan, trace);
    if (planned?.kind === 'drop') return planned;
    return { kind: 'answer', answer: planned?.kind === 'truncate' ? truncate(answer) : answer };
  } catch (e) {
    if (e instanceof UnauthorizedRequestError)
      return { kind: 'answer', answer: sealedOrPlain(401, UNAUTHORIZED_MESSAGE, plan, ctx.config, false) };
    if (e instanceof BadGatewayRequestError)
      return { kind: 'answer', answer: plainAnswer(e.status, envelope(e.code, e.message)) };
    throw e;
  }
}
