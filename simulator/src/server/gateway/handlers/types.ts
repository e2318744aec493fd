// What an endpoint handler receives and how the per-service tables are typed, so the compiler
// proves each handler reads only its endpoint's request fields and answers exactly its response.
import type {
  EndpointBody,
  EndpointName,
  EndpointQuery,
  EndpointResponse,
  PathParamNames,
  ServiceName,
  endpoints,
} from '@merchant-h5/sdk';
import type { SimContext } from '../../context';
import type { MerchantState } from '../../state/model';
import type { SimSession } from '../../state/session';

type Catalogue = typeof endpoints;

// The keys of every variant of T (a union body names the fields of each); an index signature of
// `never` (EmptyBody) names none, one of `unknown` (FormFields) lets a form carry any field.
type KeysOf<T> = T extends unknown ? keyof { [K in keyof T as T[K] extends never ? never : K]: 0 } : never;

/** The request fields endpoint N names: its body's and its query's, from the SDK catalogue. */
export type RequestField<N extends EndpointName> = (KeysOf<EndpointBody<N>> | KeysOf<EndpointQuery<N>>) &
  string;

/**
 * The input of endpoint N: its request's field names, each `unknown` because a server reads what
 * arrives, not what the client promised (./input.ts checks it). For a union of endpoints, a helper
 * may read only the fields all of them name.
 *
 * @example
 * ```ts
 * function activityOf(state: MerchantState, input: HandlerInput<'activityInfo' | 'activityDraw'>) {
 *   return reqString(input, 'activityId'); // a field the two requests do not name stops the build
 * }
 * ```
 */
export type HandlerInput<N extends EndpointName> = N extends EndpointName
  ? { readonly [K in RequestField<N>]?: unknown }
  : never;

/** What every handler receives besides its endpoint's input. */
export interface RequestContext {
  ctx: SimContext;
  session: SimSession;
  state: MerchantState;
  /** The simulator clock at the start of the request. */
  now: number;
}

/** What a handler of endpoint N receives. */
export interface HandlerRequest<N extends EndpointName> extends RequestContext {
  /** Query parameters merged with the (decrypted) JSON body; the body wins. */
  input: HandlerInput<N>;
  /** Path placeholders of the endpoint, e.g. `{id}` of integral/detail/{id}. */
  params: { readonly [K in PathParamNames<Catalogue[N]['path']>]: string };
}

/**
 * Answers endpoint N: returns the envelope's `data` as the SDK catalogue types it, or throws
 * BusinessRuleError.
 */
export type Handler<N extends EndpointName> = (
  req: HandlerRequest<N>,
) => EndpointResponse<N> | Promise<EndpointResponse<N>>;

/** Any handler, as the pipeline dispatches it: input and params as they arrived. */
export type AnyHandler = (
  req: RequestContext & { input: Record<string, unknown>; params: Record<string, string> },
) => unknown;

/** Endpoint names of one service. */
export type EndpointNameOf<S extends ServiceName> = {
  [K in EndpointName]: Catalogue[K]['service'] extends S ? K : never;
}[EndpointName];

/** A handler for every endpoint of service S, and nothing else; each answers its own response type. */
export type ServiceHandlers<S extends ServiceName> = { [N in EndpointNameOf<S>]: Handler<N> };
