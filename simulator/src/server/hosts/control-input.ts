// What the host-side control routers (wallet, card reader) read from a request: the session, the
// JSON body, and their 4xx answer for bad input.
import type { NextFunction, Request, Response } from 'express';
import type { SimContext } from '../context';
import { ControlInputError, isControlInputError } from '../control/errors';
import { getSession, type SimSession } from '../state/session';
import { isSessionId } from './deep-link';

export function sessionOf(ctx: SimContext, req: Request): SimSession {
  const raw = req.query.session ?? (req.body as { session?: unknown } | undefined)?.session ?? 'default';
  if (!isSessionId(raw))
    throw new ControlInputError('invalid_session', 'session must match [A-Za-z0-9_.-]{1,64}');
  return getSession(ctx, raw);
}

export function bodyOf(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/** The routers' last middleware: a ControlInputError becomes its status and `{error: {code, message}}`. */
export function controlInputErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!isControlInputError(err)) return next(err);
  res.status(err.status).json({ error: { code: err.code, message: err.message } });
}
