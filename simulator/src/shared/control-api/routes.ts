// Every /__sim control route, declared once (schema.ts says how): server/control/register.ts
// registers them from this table (the control router's and the host routers'), GET /__sim/ lists
// them all, and the harness types its calls by key.
import { FEATURE_ROUTES } from './features';
import { HOST_ROUTES } from './hosts';
import type { AnswerKindOf, AnswerOf, BodyOf, QueryOf, RouteSpec, ServedBy } from './schema';
import { SESSION_ROUTES } from './session';

export const CONTROL_API = { ...SESSION_ROUTES, ...HOST_ROUTES, ...FEATURE_ROUTES } satisfies Record<
  string,
  RouteSpec
>;

/** A route by its method and path under /__sim: `'PUT /cipher'`. */
export type ControlRouteKey = keyof typeof CONTROL_API;
/** What a route answers. */
export type ControlAnswer<K extends ControlRouteKey> = AnswerOf<(typeof CONTROL_API)[K]>;
/** How a route answers: `json`, or `raw`/`stream` for the shim script, a page, the event stream. */
export type ControlAnswerKind<K extends ControlRouteKey> = AnswerKindOf<(typeof CONTROL_API)[K]>;
/** What a route's body is; every route also reads `session` from it when the query has none. */
export type ControlBody<K extends ControlRouteKey> = ([BodyOf<(typeof CONTROL_API)[K]>] extends [never]
  ? unknown
  : BodyOf<(typeof CONTROL_API)[K]>) & { session?: string };
export type ControlQuery<K extends ControlRouteKey> = QueryOf<(typeof CONTROL_API)[K]>;
/** The routes another router serves (hosts/, the probe page); the control router serves the rest. */
export type HostRouteKey = {
  [K in ControlRouteKey]: (typeof CONTROL_API)[K] extends { served: string } ? K : never;
}[ControlRouteKey];
/** The routes one of those routers serves: `RoutesServedBy<'wallet'>`. */
export type RoutesServedBy<S extends ServedBy> = {
  [K in HostRouteKey]: (typeof CONTROL_API)[K] extends { served: S } ? K : never;
}[HostRouteKey];
