// What an endpoint handler receives and how the per-service tables are typed, so the compiler
// proves each service table answers exactly its part of the SDK catalogue.
import type { EndpointName, EndpointResponse, ServiceName, endpoints } from '@merchant-h5/sdk';
import type { SimContext } from '../../context';
import type { MerchantState } from '../../state/model';
import type { SimSession } from '../../state/session';

export interface HandlerRequest {
  ctx: SimContext;
  session: SimSession;
  state: MerchantState;
  /** Query parameters merged with the (decrypted) JSON body; the body wins. */
  input: Record<string, unknown>;
  /** Path placeholders of the endpoint, e.g. `{id}` of integral/detail/{id}. */
  params: Record<string, string>;
  /** The simulator clock at the start of the request. */
  now: number;
}

/**
 * Answers endpoint N: returns the envelope's `data` as the SDK catalogue types it, or throws
 * BusinessRuleError. The input stays `unknown`-valued: a server reads what arrives, not what the
 * client promised, so handlers check it with ./input.ts.
 */
export type Handler<N extends EndpointName = EndpointName> = (
  req: HandlerRequest,
) => EndpointResponse<N> | Promise<EndpointResponse<N>>;

/** Any handler, as the router dispatches it. */
export type AnyHandler = (req: HandlerRequest) => unknown;

type Catalogue = typeof endpoints;

/** Endpoint names of one service. */
export type EndpointNameOf<S extends ServiceName> = {
  [K in EndpointName]: Catalogue[K]['service'] extends S ? K : never;
}[EndpointName];

/** A handler for every endpoint of service S, and nothing else; each answers its own response type. */
export type ServiceHandlers<S extends ServiceName> = { [N in EndpointNameOf<S>]: Handler<N> };
