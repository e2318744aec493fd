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
import { ENVIRONMENT_HOSTS, type Environment } from './environments';

export interface Edge {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** Where a page of `environment` is loaded from: https://prod.localhost:<port> for production. */
  originOf(environment: Environment): string;
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

/** Chromium may resolve *.localhost to ::1 first; the servers listen on 127.0.0.1. */
const LOOPBACK_NAMES = '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1';

/** A certificate for 127.0.0.1, localhost and prod.localhost, made for this run, valid one day. */
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
        { type: 2, value: ENVIRONMENT_HOSTS.production },
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
 * Starts the front for the plain server on `upstreamPort`. The upstream gets the request under the
 * same host name on its own port, `Origin` and `Referer` of the page's own origin rewritten the
 * same way (http, its port), so the simulator's own-name and own-origin checks pass and it picks
 * the environment by the name as it does for a page loaded from it directly (`prod.localhost` is
 * production). Bodies stream both ways (the event stream too). HTTP/2 only: a client that cannot
 * speak it is refused, never measured over HTTP/1.1 by mistake.
 *
 * @example const edge = await startEdge(sim.port); … `${edge.origin}/h5/transaction/record` …
 */
export async function startEdge(upstreamPort: number): Promise<Edge> {
  const { key, cert, spkiSha256 } = selfSignedCertificate();
  let port = 0; // the front's own, known once it listens
  const server = http2.createSecureServer({ key, cert }, (req, res) => {
    const authority = req.authority || `127.0.0.1:${port}`;
    let name: string;
    try {
      name = new URL(`https://${authority}`).hostname;
    } catch {
      res.writeHead(400).end();
      return;
    }
    const pageOrigin = `https://${authority}`;
    const upstream = `http://${name}:${upstreamPort}`;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [header, value] of Object.entries(req.headers))
      if (!header.startsWith(':') && !HOP_BY_HOP.has(header) && value !== undefined) headers[header] = value;
    headers.host = `${name}:${upstreamPort}`;
    if (headers.origin === pageOrigin) headers.origin = upstream;
    if (typeof headers.referer === 'string' && headers.referer.startsWith(`${pageOrigin}/`))
      headers.referer = upstream + headers.referer.slice(pageOrigin.length);
    const forward = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [header, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(header) && value !== undefined) out[header] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        // An answer cut off upstream is reset here too, not ended as if it were whole.
        answer.on('close', () => {
          if (!answer.complete) res.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
        });
      },
    );
    forward.on('error', () => {
      if (res.headersSent) res.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
      else res.writeHead(502).end();
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
  port = (server.address() as AddressInfo).port;
  return {
    origin: `https://127.0.0.1:${port}`,
    originOf: (environment) => `https://${ENVIRONMENT_HOSTS[environment]}:${port}`,
    certificate: cert,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spkiSha256}`, LOOPBACK_NAMES],
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

/** How the bench's Lighthouse loads a page: through the front, or from the plain server itself. */
export type Protocol = 'h2' | 'http1.1';

/** `value` as a Protocol, h2 when unset; `name` says where it came from in the error. */
export function parseProtocol(value: string | undefined, name: string): Protocol {
  const protocol = value ?? 'h2';
  if (protocol !== 'h2' && protocol !== 'http1.1')
    throw new Error(`${name}: h2 (the default) or http1.1, not "${protocol}"`);
  return protocol;
}

/**
 * Where Lighthouse loads a loopback server's pages from: the HTTPS + HTTP/2 front (its flags make
 * Chromium trust the front's certificate), or with http1.1 the server itself.
 *
 * @example const front = await frontFor(sim, 'h2'); … measureLighthouse(`${front.origin}/h5/…`, 3, log, front.chromeFlags)
 */
export async function frontFor(
  server: { origin: string; port: number },
  protocol: Protocol,
): Promise<Pick<Edge, 'origin' | 'originOf' | 'chromeFlags' | 'stop'>> {
  if (protocol === 'http1.1')
    return {
      origin: server.origin,
      originOf: (environment) => `http://${ENVIRONMENT_HOSTS[environment]}:${server.port}`,
      chromeFlags: [LOOPBACK_NAMES],
      stop: async () => undefined,
    };
  return startEdge(server.port);
}
