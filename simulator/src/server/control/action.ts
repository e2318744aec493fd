// What a control route does, keyed like its declaration in shared/control-api/routes.ts: the router
// resolves the session, reads the body and checks the declared fields, then runs the action.
import type {
  ControlAnswer,
  ControlBody,
  ControlQuery,
  ControlRouteKey,
  HostRouteKey,
} from '../../shared/control-api/routes';
import type { SimSession } from '../state/session';

/** The routes the control router serves; the others are the host routers' (hosts/) and the app's. */
export type ServedKey = Exclude<ControlRouteKey, HostRouteKey>;

/** What arrives: the declared fields, each unknown, since a server reads what arrives, not what was promised. */
export type Received<T> = [T] extends [never]
  ? Record<string, unknown>
  : T extends readonly unknown[]
    ? Record<string, unknown>
    : T extends object
      ? { [P in keyof T]?: unknown }
      : Record<string, unknown>;

export interface ActionInput<K extends ServedKey> {
  query: Received<ControlQuery<K>>;
  body: Received<ControlBody<K>>;
}

/**
 * `session` (the default): of `?session=` or the body's, created on first use; `any`: `*` for every
 * session, else one id; `none`: no session at all (the index).
 */
interface Scopes {
  session: SimSession;
  any: string | undefined;
  none: undefined;
}

type ScopedAction<K extends ServedKey, S extends keyof Scopes> = {
  run(session: Scopes[S], input: ActionInput<K>): ControlAnswer<K>;
  /** The control log's summary of a write; absent, the call is not logged. */
  log?(input: ActionInput<K>): string;
} & (S extends 'session' ? { scope?: S } : { scope: S });

export type ControlAction<K extends ServedKey> =
  ScopedAction<K, 'session'> | ScopedAction<K, 'any'> | ScopedAction<K, 'none'>;

/** One action for every route the control router serves: a route declared and not served fails typecheck. */
export type ControlActions = { [K in ServedKey]: ControlAction<K> };
