// Test-only: a real node:http server on port 0 that records what it received.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: ReceivedRequest, res: ServerResponse) => void;

export interface TestServer {
  baseUrl: string;
  received: ReceivedRequest[];
  /** Swap the handler between steps of one test. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(handler: Handler = (_, res) => res.end()): Promise<TestServer> {
  let current = handler;
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      current(request, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/gateway`,
    received,
    handle(next) {
      current = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes a JSON answer (optionally with extra headers). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
