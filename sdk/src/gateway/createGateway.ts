// The gateway client: URL, headers, envelope, status rules of SPEC.md §8, business envelope.
import { createEnvelopeV1 } from '../envelope/envelopeV1';
import type { Envelope } from '../envelope/envelopeV1';
import { canaryHeaders } from '../headers/canary';
import { sealToken } from '../headers/sealToken';
import type { Endpoint } from '../endpoints/types';
import { unwrapBusiness } from './businessEnvelope';
import { createCallScopes } from './callScope';
import { HttpStatusError } from './errors/HttpStatusError';
import { NetworkError } from './errors/NetworkError';
import { UnauthorizedError } from './errors/UnauthorizedError';
import { toHeaderValue } from './headerValue';
import { newIdempotencyKey } from './idempotency';
import { createUnauthorizedNotifier, unauthorizedMessage } from './unauthorized';
import { buildUrl, fillPath } from './url';
import type { ResponseOf } from '../endpoints/io';
import type {
  CallArgs,
  Gateway,
  GatewayMethod,
  GatewayOptions,
  GatewayResponse,
  RequestOptions,
} from './types';

const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** SPEC.md §8: 200–299 and 400 are answers the caller reads; 400 carries a business envelope. */
function isAccepted(status: number): boolean {
  return (status >= 200 && status <= 299) || status === 400;
}

function mergeHeaders(...sources: Array<Record<string, string> | undefined>): Headers {
  const headers = new Headers();
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) headers.set(name, toHeaderValue(String(value)));
  }
  return headers;
}

/** Opens a body; a custom envelope that throws still leaves the raw text (send never throws on it). */
function openSafely(envelope: Envelope, text: string, headers: Headers): unknown {
  try {
    return envelope.open(text, headers);
  } catch {
    return text;
  }
}

/**
 * Creates a gateway client. Nothing global: fetch, envelope and header strategy come in options.
 *
 * @example
 * ```ts
 * const gateway = createGateway({
 *   baseUrl: `${location.origin}/gateway`,
 *   environment: resolveEnvironment(location),
 *   publicKey,
 *   headerStrategy: officialAccountHeaders(),
 *   onUnauthorized: (message) => Dialog.alert({ content: message, confirmText: '确定' }),
 * });
 * const info = await gateway.post<MyInfo>('user-service', 'my/myInfo', { body: {} });
 * ```
 */
export function createGateway(options: GatewayOptions): Gateway {
  const { baseUrl, environment, publicKey, headerStrategy, tripleDesSecret, timeoutMs = 15_000 } = options;
  const cipherMode = options.cipherMode ?? (environment === 'production' ? 'encrypted' : 'plain');
  const envelope =
    options.envelope ?? createEnvelopeV1(tripleDesSecret ? { publicKey, tripleDesSecret } : { publicKey });
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const scopes = createCallScopes(timeoutMs);
  const notifyUnauthorized = createUnauthorizedNotifier(options.onUnauthorized);
  const encrypt = (value: string) => sealToken(value, publicKey);

  async function readText(response: Response, signal: AbortSignal): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw signal.aborted ? signal.reason : new NetworkError(error);
    }
  }

  async function exchange(
    url: string,
    method: GatewayMethod,
    req: RequestOptions,
    signal: AbortSignal,
  ): Promise<GatewayResponse> {
    const sealed =
      req.body === undefined ? { body: undefined, headers: {} } : await envelope.seal(req.body, cipherMode);
    const headers = mergeHeaders(
      { 'Content-Type': JSON_CONTENT_TYPE },
      canaryHeaders(environment),
      headerStrategy ? await headerStrategy.headers(encrypt) : undefined,
      sealed.headers,
      req.idempotencyKey ? { 'Idempotency-Key': req.idempotencyKey } : undefined,
      req.headers,
    );
    let response: Response | null | undefined;
    try {
      response = await doFetch(url, { method, headers, body: sealed.body, mode: 'cors', signal });
    } catch (error) {
      throw signal.aborted ? signal.reason : new NetworkError(error);
    }
    // SPEC.md §8 "Missing response": a fetch layer that resolves nothing (legacy interceptors do).
    if (!response) throw new UnauthorizedError('Unauthorized');
    const { status } = response;
    if (status === 401) {
      const message = unauthorizedMessage(
        openSafely(envelope, await readText(response, signal), response.headers),
      );
      notifyUnauthorized(message);
      throw new UnauthorizedError(message, 401);
    }
    if (!isAccepted(status)) {
      response.body?.cancel().catch(() => undefined);
      throw new HttpStatusError(status, response.statusText);
    }
    const text = await readText(response, signal);
    return { status, result: openSafely(envelope, text, response.headers) };
  }

  function send(service: string, path: string, req: RequestOptions = {}): Promise<GatewayResponse> {
    const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
    if (method === 'GET' && req.body !== undefined) {
      return Promise.reject(new TypeError(`GET ${service}/${path} cannot carry a body: use \`query\``));
    }
    const url = buildUrl(baseUrl, service, path, req.query);
    return scopes.within(req.signal, (signal) => exchange(url, method, req, signal));
  }

  async function request<T>(service: string, path: string, req?: RequestOptions): Promise<T> {
    const { status, result } = await send(service, path, req);
    return unwrapBusiness<T>(result, status);
  }

  const withMethod =
    (method: GatewayMethod) =>
    <T>(service: string, path: string, req: RequestOptions = {}) =>
      request<T>(service, path, { ...req, method });

  return {
    environment,
    send,
    request,
    call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
      // The catalogue typed the inputs at the call site; here they are plain request options.
      const { params, ...req } = (args[0] ?? {}) as RequestOptions & {
        params?: Record<string, string | number>;
      };
      let path: string;
      try {
        path = fillPath(endpoint.path, params);
      } catch (error) {
        return Promise.reject(error);
      }
      const idempotencyKey = req.idempotencyKey ?? (endpoint.idempotent ? newIdempotencyKey() : undefined);
      return request<ResponseOf<E>>(endpoint.service, path, {
        ...req,
        method: endpoint.method,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
    },
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    delete: withMethod('DELETE'),
    abortAll: scopes.abortAll,
  };
}
