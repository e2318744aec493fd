// The gateway client: URL, headers, envelope, status rules of docs/protocol.md, business envelope.
import { createEnvelopeV1 } from '../envelope/envelope-v1';
import type { Envelope } from '../envelope/envelope-v1';
import { isEnvelopeError } from '../envelope/envelope-error';
import { parsePublicKey } from '../envelope/public-key';
import type { ResponseOf } from '../endpoints/io';
import type { Endpoint } from '../endpoints/types';
import { canaryHeaders } from '../headers/canary';
import type { sealToken as SealToken } from '../headers/seal-token';
import { unwrapBusiness } from './business-envelope';
import { createCallScopes } from './call-scope';
import { GatewayConfigError } from './errors/gateway-config-error';
import { GatewayError, isGatewayError } from './errors/gateway-error';
import { HttpStatusError } from './errors/http-status-error';
import { InvalidRequestError } from './errors/invalid-request-error';
import { NetworkError } from './errors/network-error';
import { ProtocolError } from './errors/protocol-error';
import { UnauthorizedError } from './errors/unauthorized-error';
import { toHeaderValue } from './header-value';
import { newIdempotencyKey } from './idempotency';
import { retryPlan, withRetry } from './retry';
import { createUnauthorizedNotifier, unauthorizedMessage } from './unauthorized';
import { buildUrl, fillPath } from './url';
import type {
  CallArgs,
  Gateway,
  GatewayMethod,
  GatewayOptions,
  GatewayResponse,
  RequestOptions,
} from './types';

const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** docs/protocol.md: 200–299 and 400 are answers the caller reads; 400 carries a business envelope. */
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

/** Every rejection is a GatewayError: anything else thrown on the way is wrapped, its cause kept. */
function asGatewayError(error: unknown): GatewayError {
  if (isGatewayError(error)) return error;
  if (isEnvelopeError(error)) return new ProtocolError('unsealable', { cause: error });
  return new GatewayError('请求未能发出，请稍后重试', { cause: error });
}

function checkPublicKey(publicKey: string): void {
  try {
    parsePublicKey(publicKey);
  } catch (error) {
    throw new GatewayConfigError(`publicKey is not a usable RSA public key: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Creates a gateway client. Nothing global: fetch, envelope and header strategy come in options.
 * Throws a {@link GatewayConfigError} at once for an unusable public key, or for plain bodies in
 * production (production always seals).
 *
 * @example
 * ```ts
 * const gateway = createGateway({
 *   baseUrl: `${location.origin}/gateway`,
 *   environment: resolveEnvironment(location, { test: ['h5-test.example.cn'] }),
 *   publicKey,
 *   headerStrategy: officialAccountHeaders(),
 *   onUnauthorized: (message) => Dialog.alert({ content: message, confirmText: '确定' }),
 * });
 * const info = await gateway.call(endpoints.myInfo);
 * ```
 */
export function createGateway(options: GatewayOptions): Gateway {
  const { baseUrl, environment, publicKey, headerStrategy, tripleDesSecret, credentials } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  checkPublicKey(publicKey);
  if (environment === 'production' && options.cipherMode === 'plain') {
    throw new GatewayConfigError('production always seals: cipherMode "plain" is refused');
  }
  const cipherMode = options.cipherMode ?? (environment === 'production' ? 'encrypted' : 'plain');
  const envelope: Envelope =
    options.envelope ?? createEnvelopeV1(tripleDesSecret ? { publicKey, tripleDesSecret } : { publicKey });
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const scopes = createCallScopes(timeoutMs);
  const notifyUnauthorized = createUnauthorizedNotifier(options.onUnauthorized);

  // RSA is not in the page's first bytes: it starts loading here, beside the first screen's code,
  // and the first call awaits it. A failed load (offline) is retried by the next call.
  let tokenSealer: Promise<{ sealToken: typeof SealToken }> | null = null;
  const loadTokenSealer = () =>
    (tokenSealer ??= import('../headers/seal-token').catch((error: unknown) => {
      tokenSealer = null;
      throw error;
    }));
  if (headerStrategy) loadTokenSealer().catch(() => undefined);
  // In encrypted mode the body cipher will be needed as soon: warm it the same way.
  if (cipherMode === 'encrypted' && !options.envelope) {
    import('../envelope/sealed-body').catch(() => undefined);
    // The mini program's answers carry a 3DES-wrapped key: its first answer needs 3DES as well.
    if (tripleDesSecret) import('../envelope/triple-des').catch(() => undefined);
  }

  async function identification(): Promise<Record<string, string> | undefined> {
    if (!headerStrategy) return undefined;
    const { sealToken } = await loadTokenSealer();
    return headerStrategy.headers((value) => sealToken(value, publicKey));
  }

  async function readText(response: Response, signal: AbortSignal): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw signal.aborted ? signal.reason : new NetworkError(error);
    }
  }

  async function open(text: string, response: Response): Promise<unknown> {
    try {
      return await envelope.open(text, response.headers);
    } catch (error) {
      throw new ProtocolError('undecryptable', { status: response.status, cause: error });
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
      await identification(),
      sealed.headers,
      req.idempotencyKey ? { 'Idempotency-Key': req.idempotencyKey } : undefined,
      req.headers,
    );
    let response: Response | null | undefined;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: sealed.body,
        mode: 'cors',
        signal,
        // The page address (a mini-program token may have been in it) never travels as Referer.
        referrerPolicy: 'no-referrer',
        ...(credentials ? { credentials } : {}),
      });
    } catch (error) {
      throw signal.aborted ? signal.reason : new NetworkError(error);
    }
    // docs/protocol.md "Missing response": a fetch layer that resolves nothing (legacy interceptors do).
    if (!response) throw new UnauthorizedError('Unauthorized');
    const { status } = response;
    if (status === 401) {
      const text = await readText(response, signal);
      const message = unauthorizedMessage(await open(text, response).catch(() => text));
      notifyUnauthorized(message);
      throw new UnauthorizedError(message, 401);
    }
    if (!isAccepted(status)) {
      response.body?.cancel().catch(() => undefined);
      throw new HttpStatusError(status, response.statusText);
    }
    const text = await readText(response, signal);
    return { status, result: await open(text, response) };
  }

  function send(service: string, path: string, req: RequestOptions = {}): Promise<GatewayResponse> {
    const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
    if (method === 'GET' && req.body !== undefined) {
      return Promise.reject(
        new InvalidRequestError(`GET ${service}/${path} cannot carry a body: use \`query\``),
      );
    }
    const url = buildUrl(baseUrl, service, path, req.query);
    const plan = retryPlan(req.retry ?? options.retry, method === 'GET' || Boolean(req.idempotencyKey));
    return withRetry(plan, req.signal, () =>
      scopes
        .within(req.signal, (signal) => exchange(url, method, req, signal), req.timeoutMs)
        .catch((error: unknown) => {
          throw asGatewayError(error);
        }),
    );
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
      // The catalogue typed the inputs at the call site; from here on they are plain request options.
      const { params, ...req } = (args[0] ?? {}) as RequestOptions & {
        params?: Record<string, string | number>;
      };
      let path: string;
      try {
        path = fillPath(endpoint.path, params);
      } catch (error) {
        return Promise.reject(new InvalidRequestError((error as Error).message, { cause: error }));
      }
      // Only the catalogue's state-changing calls carry a key: a read's would fill the server's
      // key store for nothing (and push out a payment's). A 'when-keyed' endpoint reads unless the
      // caller gives the key of its action.
      const { idempotencyKey: given, ...rest } = req;
      const idempotencyKey =
        endpoint.idempotent === true
          ? (given ?? newIdempotencyKey())
          : endpoint.idempotent === 'when-keyed'
            ? given
            : undefined;
      return request<ResponseOf<E>>(endpoint.service, path, {
        ...rest,
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
