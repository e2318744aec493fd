// The bench's HTTPS + HTTP/2 front against a real upstream on loopback.
import { X509Certificate, createHash } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironments } from './lib/environments';
import { frontFor, parseProtocol, selfSignedCertificate, startEdge, type Edge } from './lib/edge';

let upstream: http.Server;
let upstreamPort: number;
let edge: Edge;
let client: http2.ClientHttp2Session;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/stream') {
      // An event stream: the first event must reach the client while the answer is still open.
      res.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
      res.write('data: first\n\n');
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(201, {
        'content-type': 'application/json',
        'x-upstream': 'yes',
        'keep-alive': 'timeout=5',
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  edge = await startEdge(upstreamPort);
  client = http2.connect(edge.origin, { ca: edge.certificate });
});
afterAll(async () => {
  client.close();
  await edge.stop();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** One request over the HTTP/2 session: status, headers and the whole body. */
function request(headers: http2.OutgoingHttpHeaders, body?: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const stream = client.request(headers);
      let text = '';
      let answer: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: text }));
      stream.on('error', reject);
      stream.end(body);
    },
  );
}

describe('the HTTPS + HTTP/2 front', () => {
  it('makes a certificate for 127.0.0.1, localhost and prod.localhost whose key is the one Chromium is told to trust', () => {
    const { cert, spkiSha256 } = selfSignedCertificate();
    const x509 = new X509Certificate(cert);
    expect(x509.subjectAltName).toContain('DNS:localhost');
    expect(x509.subjectAltName).toContain('DNS:prod.localhost');
    expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
    const spki = x509.publicKey.export({ type: 'spki', format: 'der' });
    expect(createHash('sha256').update(spki).digest('base64')).toBe(spkiSha256);
    expect(new Date(x509.validTo).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('speaks HTTP/2 over TLS, with a certificate the client verifies', async () => {
    const answer = await request({ ':path': '/h5/x?y=1' });
    expect(answer.status).toBe(201);
    expect(client.alpnProtocol).toBe('h2');
    expect(edge.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(edge.chromeFlags).toEqual([
      expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]+=*$/),
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ]);
    expect(edge.originOf('production')).toBe(edge.origin.replace('127.0.0.1', 'prod.localhost'));
    expect(edge.originOf('mock')).toBe(edge.origin);
  });

  it('sends the upstream its own host, origin and referer, the path, method and body as they were', async () => {
    const answer = await request(
      {
        ':method': 'POST',
        ':path': '/gateway/pay-service/list?page=1',
        origin: edge.origin,
        referer: `${edge.origin}/h5/transaction/record?a=b`,
        'content-type': 'application/json',
      },
      '{"pageNum":1}',
    );
    const seen = JSON.parse(answer.body) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/gateway/pay-service/list?page=1',
      body: '{"pageNum":1}',
    });
    expect(seen.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
    expect(seen.headers.origin).toBe(`http://127.0.0.1:${upstreamPort}`);
    expect(seen.headers.referer).toBe(`http://127.0.0.1:${upstreamPort}/h5/transaction/record?a=b`);
  });

  it('keeps the host name the page asked for and swaps only the port (prod.localhost is production)', async () => {
    const answer = await request({
      ':path': '/h5/',
      ':authority': `prod.localhost:${new URL(edge.origin).port}`,
      origin: `https://prod.localhost:${new URL(edge.origin).port}`,
    });
    const seen = JSON.parse(answer.body) as { headers: Record<string, string> };
    expect(seen.headers.host).toBe(`prod.localhost:${upstreamPort}`);
    expect(seen.headers.origin).toBe(`http://prod.localhost:${upstreamPort}`);
  });

  it("leaves another site's origin as it is", async () => {
    const answer = await request({ ':path': '/', origin: 'https://elsewhere.example' });
    const seen = JSON.parse(answer.body) as { headers: Record<string, string> };
    expect(seen.headers.origin).toBe('https://elsewhere.example');
  });

  // The upstream answers with `keep-alive`: Node's HTTP/2 refuses an answer carrying it (it would
  // quietly drop `connection`), so a 201 here means the front took it off.
  it("passes the upstream's headers on, without the hop-by-hop ones HTTP/2 forbids", async () => {
    const answer = await request({ ':path': '/' });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.headers['content-type']).toBe('application/json');
  });

  it('answers 400 to a request whose authority is no host name', async () => {
    const answer = await request({ ':path': '/', ':authority': '[x]:1' });
    expect(answer.status).toBe(400);
  });

  it('answers 502 when the upstream is not there', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const front = await startEdge(deadPort);
    const session = http2.connect(front.origin, { ca: front.certificate });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/h5/' });
        stream.on('response', (h) => resolve(Number(h[':status'])));
        stream.on('error', reject);
        stream.end();
      });
      expect(status).toBe(502);
    } finally {
      session.close();
      await front.stop();
    }
  });

  it('streams an answer that is still open (the simulator event stream)', async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const stream = client.request({ ':path': '/stream' });
      stream.on('data', (chunk: Buffer) => {
        resolve(chunk.toString());
        stream.close();
      });
      stream.on('error', reject);
    });
    expect(first).toBe('data: first\n\n');
  });
});

describe("the bench's choice of front", () => {
  it('reads the environments, production first, both unless told, and refuses anything else', () => {
    expect(parseEnvironments(undefined, 'BENCH_ENVIRONMENTS')).toEqual(['production', 'mock']);
    expect(parseEnvironments('mock, production', 'BENCH_ENVIRONMENTS')).toEqual(['production', 'mock']);
    expect(parseEnvironments('production', 'BENCH_ENVIRONMENTS')).toEqual(['production']);
    expect(() => parseEnvironments('test', 'BENCH_ENVIRONMENTS')).toThrow(
      'BENCH_ENVIRONMENTS: production and/or mock (comma-separated), not "test"',
    );
  });

  it('reads the protocol, h2 unless told http1.1, and refuses anything else', () => {
    expect(parseProtocol(undefined, 'BENCH_PROTOCOL')).toBe('h2');
    expect(parseProtocol('http1.1', 'BENCH_PROTOCOL')).toBe('http1.1');
    expect(() => parseProtocol('h3', 'BENCH_PROTOCOL')).toThrow(
      'BENCH_PROTOCOL: h2 (the default) or http1.1, not "h3"',
    );
  });

  it('loads the plain server itself over http1.1, through an HTTPS front over h2', async () => {
    const server = { origin: `http://127.0.0.1:${upstreamPort}`, port: upstreamPort };
    const plain = await frontFor(server, 'http1.1');
    expect(plain.origin).toBe(server.origin);
    expect(plain.chromeFlags).toEqual([
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ]);
    expect(plain.originOf('production')).toBe(`http://prod.localhost:${upstreamPort}`);
    const front = await frontFor(server, 'h2');
    try {
      expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(front.origin).not.toBe(edge.origin);
    } finally {
      await front.stop();
    }
  });
});
