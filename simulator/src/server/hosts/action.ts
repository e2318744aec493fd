// What a host route does (shared/control-api/hosts.ts declares them), shaped as the control router's
// actions (control/action.ts): the declared fields as received, the session resolved by scope, and
// an answer of the declared type — or, for a `raw` or `stream` route, the response written by hand.
import type { Request, Response } from 'express';
import type {
  ControlAnswer,
  ControlAnswerKind,
  ControlBody,
  ControlQuery,
  HostRouteKey,
  RoutesServedBy,
} from '../../shared/control-api/routes';
import type { ServedBy } from '../../shared/control-api/schema';
import type { Received } from '../control/action';
import type { SimSession } from '../state/session';

export interface HostActionInput<K extends HostRouteKey> {
  query: Received<ControlQuery<K>>;
  body: Received<ControlBody<K>>;
  /** A request header (the bridge key of the shim's page). */
  header(name: string): string | undefined;
}

/**
 * `session` (the default): of `?session=` or the body's, created on first use (400 `invalid_session`);
 * `id`: that id only, no session created (400 `{error}`, as the host router answers); `none`: neither.
 */
interface Scopes {
  session: SimSession;
  id: string;
  none: undefined;
}

type Answering<K extends HostRouteKey, S extends keyof Scopes> =
  ControlAnswerKind<K> extends 'json'
    ? {
        /** The declared answer (null: 204). */
        run(session: Scopes[S], input: HostActionInput<K>): ControlAnswer<K> | Promise<ControlAnswer<K>>;
      }
    : {
        /** A `raw` or `stream` route writes its own answer (type, headers, coding). */
        send(
          session: Scopes[S],
          input: HostActionInput<K>,
          req: Request,
          res: Response,
        ): void | Promise<void>;
      };

type ScopedHostAction<K extends HostRouteKey, S extends keyof Scopes> = Answering<K, S> & {
  /** Runs before the session is resolved: throws a HostRefusal (the bridge key's 403). */
  guard?(input: HostActionInput<K>): void;
} & (S extends 'session' ? { scope?: S } : { scope: S });

export type HostAction<K extends HostRouteKey> =
  ScopedHostAction<K, 'session'> | ScopedHostAction<K, 'id'> | ScopedHostAction<K, 'none'>;

/** One action for every route `served` by S: a route declared for S and not served fails typecheck. */
export type HostActions<S extends ServedBy> = { [K in RoutesServedBy<S>]: HostAction<K> };
