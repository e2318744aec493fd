// Test only: a fetch that sends every request to 127.0.0.1:<port> with the URL's host name (and
// that port: the simulator answers only its own names on its own port) in the Host header, so
// tests can play test.localhost / alpha.localhost / prod.localhost without DNS (undici's fetch
// ignores a Host header and cannot resolve *.localhost here).
import { request } from 'node:http';

export function loopbackFetch(port: number): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers: Record<string, string> = { host: `${url.hostname}:${port}` };
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: init.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const out = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
            const status = res.statusCode ?? 0;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, statusText: res.statusMessage ?? '', headers: out }));
          });
        },
      );
      req.on('error', (e) => reject(new TypeError('fetch failed', { cause: e })));
      init.signal?.addEventListener('abort', () => req.destroy(init.signal?.reason as Error));
      if (init.body !== undefined && init.body !== null) req.write(String(init.body));
      req.end();
    });
}
