// The deployed H5's front, for the bench's timings: HTTPS with HTTP/2, terminated in front of a
// plain-HTTP server on loopback (the simulator, the floor), as a CDN serves the deployed site.
// WeChat's web-view and mini-program pages load HTTPS only, and an HTTPS front negotiates HTTP/2,
// so one connection carries every file; the bench measured HTTP/1.1 with six connections before.
// Lighthouse's model (Lantern) reads the protocol from the trace, so the front is what it measures.
import { createHash, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

export interface Edge {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** What Chromium needs to trust the front's certificate (and nothing else). */
  chromeFlags: string[];
  /** The certificate (PEM), for a Node client's `ca`. */
  certificate: string;
  stop(): Promise<void>;
}

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2), or that name the hop, not the request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

/** A certificate for 127.0.0.1 and localhost, made for this run, valid one day. */
export function selfSignedCertificate(): { key: string; cert: string; spkiSha256: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${Date.now().toString(16)}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const name = [{ name: 'commonName', value: 'merchant-h5 bench edge' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  const key = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  const spkiSha256 = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { key, cert: forge.pki.certificateToPem(cert), spkiSha256 };
}

/**
 * Starts the front for `http://127.0.0.1:<upstreamPort>`. The upstream sees what a CDN's origin
 * pull sends: its own host in `Host`, and `Origin` and `Referer` rewritten to it (the simulator
 * answers only under its own names and origins). Bodies stream both ways (the event stream too).
 *
 * @example const edge = await startEdge(sim.port); … `${edge.origin}/h5/transaction/record` …
 */
export async function startEdge(upstreamPort: number): Promise<Edge> {
  const { key, cert, spkiSha256 } = selfSignedCertificate();
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    headers.host = `127.0.0.1:${upstreamPort}`;
    if (typeof headers.origin === 'string' && headers.origin !== 'null') headers.origin = upstream;
    if (typeof headers.referer === 'string')
      headers.referer = headers.referer.replace(/^https:\/\/[^/]+/, upstream);
    const forward = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // The page went away (navigation, Lighthouse's next run): let the upstream go too.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    certificate: cert,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spkiSha256}`],
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
