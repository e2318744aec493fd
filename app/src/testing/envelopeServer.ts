// A real HTTP gateway on port 0 for component tests: answers `/gateway/<service>/<path>` with the
// business envelope {code:'200', msg, data} from per-endpoint handlers the test sets, and records
// every request, so tests drive loading, empty and error states without mocking fetch.
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import { findEndpoint } from '@merchant-h5/sdk';
import type { EndpointBody, EndpointName, EndpointResponse, PageResponse } from '@merchant-h5/sdk';

/** A request as the server saw it; `E` names its endpoint when a handler of `E` reads it. */
export interface SeenRequest<E extends EndpointName = EndpointName> {
  endpoint: string;
  method: string;
  /** The address's path, e.g. '/gateway/pos-operation-service/integral/detail/C001'. */
  path: string;
  /** The JSON body: the catalogue's body of `E` for its handler, any fields in `requests`. */
  body: BodyOf<E>;
  query: Record<string, string>;
  /** The Idempotency-Key header, when the call carried one. */
  idempotencyKey?: string;
}

// One endpoint's handler reads its body as the catalogue types it (the app's gatewayCall sent it
// so); `requests` mixes every endpoint's, so there it is a plain record.
type BodyOf<E extends EndpointName> = EndpointName extends E
  ? Record<string, unknown>
  : [EndpointBody<E>] extends [never]
    ? Record<string, unknown>
    : EndpointBody<E> & Record<string, unknown>;

/**
 * What a handler answers: the endpoint's data (enveloped), a raw HTTP status (a malformed body is
 * a status 200 with its `text`), or a business failure.
 */
export type Answer<T = unknown> =
  { data: T } | { status: number; text?: string } | { code: string; msg: string };

/** The handler of endpoint `E`: its answer's data typed by the catalogue. */
export type Handler<E extends EndpointName = EndpointName> = (
  request: SeenRequest<E>,
) => Answer<EndpointResponse<E>> | Promise<Answer<EndpointResponse<E>>>;

export interface EnvelopeServer {
  /** The gateway `{host}` for renderWithStore's `baseUrl`. */
  baseUrl: string;
  requests: SeenRequest[];
  /** Sets the handler of one endpoint by catalogue name. */
  on<E extends EndpointName>(endpoint: E, handler: Handler<E>): void;
  /** Holds every answer until `release()` (to see loading states). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

type StoredHandler = (request: SeenRequest) => Answer | Promise<Answer>;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startEnvelopeServer(): Promise<EnvelopeServer> {
  const handlers = new Map<string, StoredHandler>();
  const requests: SeenRequest[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, prefix, service = '', ...rest] = url.pathname.split('/');
    const endpoint = prefix === 'gateway' ? findEndpoint(service, rest.join('/')) : undefined;
    const seen: SeenRequest = {
      endpoint: endpoint?.name ?? url.pathname,
      method: req.method ?? 'GET',
      path: url.pathname,
      body: await readBody(req),
      query: Object.fromEntries(url.searchParams),
      ...(typeof req.headers['idempotency-key'] === 'string'
        ? { idempotencyKey: req.headers['idempotency-key'] }
        : {}),
    };
    requests.push(seen);
    if (gate) await gate;
    const handler = endpoint ? handlers.get(endpoint.name) : undefined;
    const answer: Answer = handler ? await handler(seen) : { status: 404, text: 'no handler' };
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text ?? '');
      return;
    }
    const envelope = 'data' in answer ? { code: '200', msg: '成功', data: answer.data } : answer;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/gateway`,
    requests,
    // Stored by its endpoint's name, a handler only ever sees that endpoint's requests: its typed
    // body is what the app's gatewayCall sent. TypeScript cannot follow a generic through the map.
    on: (name, handler) => void handlers.set(name, handler as unknown as StoredHandler),
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => {
      gate = null;
      open();
    },
    close: () =>
      new Promise<void>((resolve) => {
        open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fresh server for each test of the calling file (started before, closed after); the returned
 * object always speaks for the current test's server.
 *
 * @example
 * const server = envelopeServerPerTest();
 * it('…', async () => { server.on('withdrawalList', () => ({ data: … })); renderWithStore(ui, { baseUrl: server.baseUrl }); });
 */
export function envelopeServerPerTest(): EnvelopeServer {
  let current: EnvelopeServer | undefined;
  beforeEach(async () => {
    current = await startEnvelopeServer();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const live = (): EnvelopeServer => {
    if (!current) throw new Error('the envelope server runs only inside a test');
    return current;
  };
  return {
    get baseUrl() {
      return live().baseUrl;
    },
    get requests() {
      return live().requests;
    },
    on: (name, handler) => live().on(name, handler),
    hold: () => live().hold(),
    release: () => live().release(),
    close: () => live().close(),
  };
}

/** Pages `items` as the list calls do (pageNum from 1). */
export function page<T>(items: readonly T[], body: Record<string, unknown>): PageResponse<T> {
  const pageNum = Number(body.pageNum ?? 1);
  const pageSize = Number(body.pageSize ?? 20);
  const start = (pageNum - 1) * pageSize;
  return {
    list: items.slice(start, start + pageSize),
    total: items.length,
    hasMore: start + pageSize < items.length,
    pageNum,
    pageSize,
  };
}
