// The simulator answers only under its own names (docs/simulator.md "Who may talk to it"): a page
// on another name that resolves to loopback (DNS rebinding) would otherwise read every session's
// logs, tokens and merchant data, and forge control calls as a same-origin page.
import type { RequestHandler } from 'express';

/** The names the simulator serves under; the port must be the one the request arrived on. */
export const OWN_HOST_NAMES: readonly string[] = [
  'localhost',
  '127.0.0.1',
  '[::1]',
  'test.localhost',
  'alpha.localhost',
  'prod.localhost',
];

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/**
 * The own names plus `SIM_ALLOWED_HOSTS` (comma-separated names, e.g. the machine's LAN address
 * when `HOST=0.0.0.0`), lower-cased.
 *
 * @example ownHostNames('192.168.1.20, sim.lan') // the six own names + '192.168.1.20', 'sim.lan'
 */
export function ownHostNames(extra = process.env.SIM_ALLOWED_HOSTS ?? ''): ReadonlySet<string> {
  const names = new Set(OWN_HOST_NAMES);
  for (const raw of extra.split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    if (HOST.exec(name)?.[2] !== undefined || !HOST.test(name))
      throw new Error(`SIM_ALLOWED_HOSTS: "${raw.trim()}" is not a host name (names only, no port)`);
    names.add(name);
  }
  return names;
}

/** `name[:port]` → its name and port (80 when absent), or null when it is not a plain host. */
function splitHost(value: string): { name: string; port: number } | null {
  const m = HOST.exec(value.trim().toLowerCase());
  if (!m) return null;
  return { name: m[1]!, port: m[2] === undefined ? 80 : Number(m[2]) };
}

/** A Host header naming one of `names` on `port`. */
export function isOwnHost(host: string | undefined, port: number, names: ReadonlySet<string>): boolean {
  const parsed = host ? splitHost(host) : null;
  return parsed !== null && parsed.port === port && names.has(parsed.name);
}

/** An Origin header that is `http://` + one of `names` on `port` (`null` and https are not). */
export function isOwnOrigin(origin: string, port: number, names: ReadonlySet<string>): boolean {
  const m = /^http:\/\/([^/?#]+)$/i.exec(origin.trim());
  return m !== null && isOwnHost(m[1], port, names);
}

/**
 * 421 for a request whose Host is not one of the simulator's names on the port it listens on.
 *
 * @example app.use(ownHostsOnly(ownHostNames()));
 */
export function ownHostsOnly(names: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if (isOwnHost(req.headers.host, req.socket.localPort ?? 0, names)) return next();
    res
      .status(421)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(
        'Misdirected Request: this simulator answers only under its own host names ' +
          '(localhost, 127.0.0.1, [::1], test./alpha./prod.localhost on its port, and SIM_ALLOWED_HOSTS).\n',
      );
  };
}
