// The gateway as an Express router (mounted at /gateway): CORS for loopback origins, a raw text
// body with a size limit (sealed bodies are not JSON), the pipeline, the answer, the log.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { SimContext } from '../context';
import { envelope, plainAnswer, type Answer } from './answer';
import { environmentOfHost } from './environment';
import { CODES } from './errors';
import { logExchange } from './log';
import { redactString } from '../logs/redact';
import { processRequest, type Outcome, type Trace } from './pipeline';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (origin && LOOPBACK_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  res.setHeader('Access-Control-Expose-Headers', 'ENCRYPT-KEY');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
}

function send(res: Response, answer: Answer): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/** Headers as the client spelled them (CANARY_ACTIVE, APP_VERSIONS), not Node's lower case. */
function rawHeaders(req: Request): Record<string, string> {
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

export function createGatewayRouter(ctx: SimContext): Router {
  const router = express.Router();
  router.use(cors);
  router.use(express.text({ type: () => true, limit: ctx.settings.maxBodyBytes }));

  router.all('/:service/*path', async (req: Request, res: Response) => {
    const started = performance.now();
    const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
    const service = String(req.params.service);
    const path = req.path.slice(service.length + 2);
    const environment = environmentOfHost(req.headers.host);
    const trace = emptyTrace();
    let outcome: Outcome;
    try {
      outcome = await processRequest(
        ctx,
        {
          method: req.method,
          service,
          path,
          headers: req.headers,
          query: req.query as Record<string, unknown>,
          rawBody: typeof req.body === 'string' ? req.body : '',
          environment,
          closed,
        },
        trace,
      );
    } catch (e) {
      // A bug in a handler must not take the simulator down: answer 500 and log the error.
      console.error(`[sim] gateway ${req.method} ${redactString('', req.originalUrl)}`, e);
      outcome = {
        kind: 'answer',
        answer: plainAnswer(500, envelope('5000', `模拟器内部错误：${(e as Error).message}`)),
      };
    }
    const finish = (status: number | null, answer: Answer | null) =>
      logExchange(ctx, {
        method: req.method,
        url: req.originalUrl,
        environment,
        headers: rawHeaders(req),
        trace,
        status,
        answer,
        durationMs: performance.now() - started,
        outcome: outcome.kind,
      });
    if (outcome.kind === 'answer') {
      send(res, outcome.answer);
      finish(outcome.answer.status, outcome.answer);
    } else if (outcome.kind === 'drop') {
      req.socket.destroy();
      finish(null, null);
    } else {
      // A hang ends when the client gives up, or after hangTimeoutMs with a 504, so nothing leaks.
      const timer = setTimeout(() => {
        if (!res.writableEnded && !res.destroyed)
          send(res, plainAnswer(504, 'Gateway Timeout', 'text/plain; charset=utf-8'));
      }, ctx.settings.hangTimeoutMs);
      timer.unref();
      void closed.then(() => {
        clearTimeout(timer);
        finish(res.writableEnded ? 504 : null, null);
      });
    }
  });

  // Body parser failures (oversized, unreadable): a clear 4xx envelope, never a crash.
  router.use(
    (
      err: { type?: string; status?: number; message?: string },
      req: Request,
      res: Response,
      next: NextFunction,
    ) => {
      if (res.headersSent) return next(err);
      const tooLarge = err.type === 'entity.too.large';
      const status = tooLarge ? 413 : err.status && err.status >= 400 && err.status < 500 ? err.status : 400;
      const answer = plainAnswer(
        status,
        envelope(
          tooLarge ? CODES.tooLarge.code : CODES.badJson.code,
          tooLarge
            ? `${CODES.tooLarge.msg}（上限 ${ctx.settings.maxBodyBytes} 字节）`
            : `请求体无法读取：${err.message ?? err.type ?? 'unknown'}`,
        ),
      );
      send(res, answer);
      logExchange(ctx, {
        method: req.method,
        url: req.originalUrl,
        environment: environmentOfHost(req.headers.host),
        headers: rawHeaders(req),
        trace: emptyTrace(),
        status,
        answer,
        durationMs: 0,
        outcome: 'answer',
      });
    },
  );
  return router;
}
