// What a write to the control API must look like (docs/simulator.md "Who may talk to it"): JSON
// (a cross-origin page can send text/plain or a form without asking, never application/json),
// from one of the simulator's own origins when the browser names one, and of a bounded size.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { isOwnOrigin } from './own-hosts';

/** Largest control body, and the larger one of a bridge-log report (a payload may carry a photo). */
export const CONTROL_BODY_LIMIT = 100 * 1024;
export const BRIDGE_LOG_BODY_LIMIT = 256 * 1024;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

function refuse(res: express.Response, status: number, code: string, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error: { code, message } });
}

const checkWrite =
  (names: ReadonlySet<string>): RequestHandler =>
  (req, res, next) => {
    if (!WRITES.has(req.method)) return next();
    const origin = req.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, req.socket.localPort ?? 0, names))
      return refuse(res, 403, 'foreign_origin', `writes are taken from the simulator's own pages only`);
    if (!JSON_TYPE.test(req.headers['content-type'] ?? ''))
      return refuse(res, 415, 'json_only', 'writes need Content-Type: application/json');
    next();
  };

const bridgeLogBody = express.json({ limit: BRIDGE_LOG_BODY_LIMIT });
const controlBody = express.json({ limit: CONTROL_BODY_LIMIT });
const parseBody: RequestHandler = (req, res, next) =>
  req.path === '/bridge-log' ? bridgeLogBody(req, res, next) : controlBody(req, res, next);

const bodyErrors: ErrorRequestHandler = (err: { type?: string }, req, res, next) => {
  if (err.type === 'entity.parse.failed')
    return refuse(res, 400, 'invalid_json', 'the body is not valid JSON');
  if (err.type === 'entity.too.large') {
    const limit = req.path === '/bridge-log' ? BRIDGE_LOG_BODY_LIMIT : CONTROL_BODY_LIMIT;
    return refuse(res, 413, 'too_large', `the body exceeds ${limit / 1024} KB`);
  }
  next(err);
};

/**
 * The guard and body parser in front of every /__sim route.
 *
 * @example app.use('/__sim', ...controlWrites(ownHostNames()));
 */
export function controlWrites(names: ReadonlySet<string>): Array<RequestHandler | ErrorRequestHandler> {
  return [checkWrite(names), parseBody, bodyErrors];
}
