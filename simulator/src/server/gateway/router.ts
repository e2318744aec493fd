// The gateway as a plain Node request listener: CORS for the simulator's own pages, the security
// headers of a non-document answer, a raw text body with a size limit (sealed bodies are not
// JSON), the pipeline, the answer, the log. No Express in the request path: under load its routing, body parser and
// helmet were ~8 % of the thread (docs/performance.md). app.ts mounts it at /gateway for Express
// callers and `createRequestListener` sends /gateway/ to it directly.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from '../context';
import type { Answer } from '../http/answer';
import { envelope, plainAnswer } from './answer';
import { environmentOfHost } from './environment';
import { CODES } from './errors';
import { logExchange } from './log';
import { isOwnOrigin, ownHostNames } from '../guard/own-hosts';
import { redactString } from '../logs/redact';
import { processRequest, type Outcome, type Trace } from './pipeline';

export type GatewayListener = (req: IncomingMessage, res: ServerResponse) => void;

const PREFIX = '/gateway/';

/** Who may call the gateway from another origin (docs/simulator.md "Who may talk to it"). */
export interface GatewayOrigins {
  /** The simulator's names (`ownHostNames()`): its pages on the port a request arrived on, with credentials. */
  names: ReadonlySet<string>;
  /** Exact origins allowed without credentials: the app's vite dev server under `npm run dev`. */
  devOrigins?: readonly string[];
}

type CorsResult = 'refused' | 'preflight' | 'allowed';

/**
 * CORS for the simulator's own pages only. Any other origin (another port, another name, `null`) is
 * refused with 403 before the request is read, as a real gateway's CORS filter refuses it: no page
 * but the simulator's may use the official account's cookie.
 */
function cors(req: IncomingMessage, res: ServerResponse, origins: GatewayOrigins): CorsResult {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin !== undefined) {
    const own = isOwnOrigin(origin, req.socket.localPort ?? 0, origins.names);
    if (!own && !origins.devOrigins?.includes(origin)) return 'refused';
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (own) res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', 'ENCRYPT-KEY');
  if (req.method !== 'OPTIONS') return 'allowed';
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Max-Age', '600');
  res.statusCode = 204;
  res.end();
  return 'preflight';
}

function send(res: ServerResponse, answer: Answer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/** Headers as the client spelled them (CANARY_ACTIVE, APP_VERSIONS), not Node's lower case. */
function rawHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) out[req.rawHeaders[i]!] = req.rawHeaders[i + 1]!;
  return out;
}

/** What is known of a request before the pipeline has read it. */
const emptyTrace = (): Trace => ({
  session: 'unknown',
  endpoint: null,
  context: null,
  requestBody: null,
  requestSealed: false,
  faults: [],
  idempotency: null,
});

/** The first value of each query parameter, as Express's simple parser and `readInput` take it. */
function queryOf(search: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(search)) if (!(k in out)) out[k] = v;
  return out;
}

type BodyResult = { ok: true; text: string } | { ok: false; status: number; code: string; msg: string };

/** The body as UTF-8 text, refused past `limit` bytes or when compressed (no request is). */
function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge: BodyResult = {
    ok: false,
    status: 413,
    code: CODES.tooLarge.code,
    msg: `${CODES.tooLarge.msg}（上限 ${limit} 字节）`,
  };
  if (encoding !== 'identity') {
    req.resume();
    return Promise.resolve({
      ok: false,
      status: 415,
      code: CODES.badJson.code,
      msg: `请求体无法读取：不支持的内容编码 ${encoding}`,
    });
  }
  if (declared > limit) {
    req.resume();
    return Promise.resolve(tooLarge);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(over ? tooLarge : { ok: true, text: Buffer.concat(chunks).toString('utf8') }),
    );
    req.on('error', () =>
      resolve({ ok: false, status: 400, code: CODES.badJson.code, msg: '请求体无法读取：连接中断' }),
    );
  });
}

/**
 * The gateway: `{host}/gateway/{service}/{path}` → the pipeline's answer, sealed or plain.
 *
 * @example http.createServer(createGatewayListener(ctx, { names: ownHostNames() })).listen(0);
 */
export function createGatewayListener(
  ctx: SimContext,
  origins: GatewayOrigins = { names: ownHostNames() },
): GatewayListener {
  return (req, res) => void answer(ctx, origins, req, res);
}

async function answer(
  ctx: SimContext,
  origins: GatewayOrigins,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const started = performance.now();
  // Mounted under Express, req.url lost the mount path; originalUrl keeps it.
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const method = req.method ?? 'GET';
  const environment = environmentOfHost(req.headers.host);
  // A JSON or text answer is no document: nosniff and CORP, not the page policies.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  const access = cors(req, res, origins);
  if (access === 'preflight') return;

  const trace = emptyTrace();
  const finish = (status: number | null, sent: Answer | null, outcome: Outcome['kind']) =>
    logExchange(ctx, {
      method,
      url,
      environment,
      headers: rawHeaders(req),
      trace,
      status,
      answer: sent,
      durationMs: performance.now() - started,
      outcome,
    });

  if (access === 'refused') {
    req.resume();
    const refused = plainAnswer(403, envelope(CODES.foreignOrigin.code, CODES.foreignOrigin.msg));
    send(res, refused);
    finish(403, refused, 'answer');
    return;
  }

  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const rest = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : '';
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) {
    req.resume();
    const missing = plainAnswer(
      404,
      envelope(CODES.unknownEndpoint.code, `${CODES.unknownEndpoint.msg}：${pathname}`),
    );
    send(res, missing);
    finish(404, missing, 'answer');
    return;
  }
  const body = await readBody(req, ctx.settings.maxBodyBytes);
  if (!body.ok) {
    const refused = plainAnswer(body.status, envelope(body.code, body.msg));
    res.setHeader('Connection', 'close');
    send(res, refused);
    finish(body.status, refused, 'answer');
    return;
  }

  const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
  let outcome: Outcome;
  try {
    outcome = await processRequest(
      ctx,
      {
        method,
        service: rest.slice(0, slash),
        path: rest.slice(slash + 1),
        headers: req.headers as IncomingHttpHeaders,
        query: queryAt < 0 ? {} : queryOf(url.slice(queryAt + 1)),
        rawBody: body.text,
        environment,
        closed,
      },
      trace,
    );
  } catch (e) {
    // A bug in a handler must not take the simulator down: answer 500 and log the error.
    console.error(`[sim] gateway ${method} ${redactString('', url)}`, e);
    outcome = {
      kind: 'answer',
      answer: plainAnswer(500, envelope('5000', `模拟器内部错误：${(e as Error).message}`)),
    };
  }
  if (outcome.kind === 'answer') {
    send(res, outcome.answer);
    finish(outcome.answer.status, outcome.answer, 'answer');
  } else if (outcome.kind === 'drop') {
    req.socket.destroy();
    finish(null, null, 'drop');
  } else {
    // A hang ends when the client gives up, or after hangTimeoutMs with a 504, so nothing leaks.
    const timer = setTimeout(() => {
      if (!res.writableEnded && !res.destroyed)
        send(res, plainAnswer(504, 'Gateway Timeout', 'text/plain; charset=utf-8'));
    }, ctx.settings.hangTimeoutMs);
    timer.unref();
    void closed.then(() => {
      clearTimeout(timer);
      finish(res.writableEnded ? 504 : null, null, 'hang');
    });
  }
}
