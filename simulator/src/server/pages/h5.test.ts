// /h5 deep links on the real app (port 0) over temporary dist folders.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../hosts/test-server';
import { rawRequest } from './raw-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** The page's first script, if it is the inline host shim: the URL that serves it as a file (`data-shim`). */
function firstScriptSrc(html: string): string | undefined {
  const first = /<script([^>]*)>/.exec(html)?.[1] ?? '';
  return /\sdata-shim="([^"]+)"/.exec(first)?.[1]?.replace(/&amp;/g, '&');
}

/** The nonce the page's CSP allows inline scripts by. */
function cspNonce(csp: string | null | undefined): string | undefined {
  return /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1];
}

describe('/h5 deep links', () => {
  it('serves any route as index.html with the shim as the first script of <head>', async () => {
    const response = await get(
      '/h5/transaction/detail/u1/20261101?__host=ios&__version=331&__session=qa-7&__scenario=new-merchant',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const src = new URL(firstScriptSrc(html)!, server.url);
    expect(src.pathname).toBe('/__sim/shim.js');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      host: 'ios',
      version: '331',
      session: 'qa-7',
      scenario: 'new-merchant',
    });
    expect(html.indexOf('/__sim/shim.js')).toBeLessThan(html.indexOf('/h5/assets/index-abc123.js'));
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('/__sim/shim.js'));
    // Inline, as a real host's bridge is there without a request: the same script /__sim/shim.js
    // serves for that selection, allowed by this response's nonce and no other.
    const nonce = cspNonce(response.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    const shim = /<script nonce="([^"]+)" data-shim="[^"]+">([^]*?)<\/script>/.exec(html);
    expect(shim?.[1]).toBe(nonce);
    expect(shim?.[2]).toBe(await (await fetch(new URL(src, server.url))).text());
    // The page's own inline script (the H5's route-preload script) runs by the same nonce.
    expect(html).toContain(`<script nonce="${nonce}">window.routePreloaded = true;</script>`);
    expect(html).toContain('<script type="module" crossorigin src="/h5/assets/index-abc123.js"></script>');
  });

  it('gives every page a nonce of its own', async () => {
    const responses = await Promise.all([get('/h5/'), get('/h5/')]);
    const nonces = responses.map((r) => cspNonce(r.headers.get('content-security-policy')));
    expect(nonces[0]).toBeDefined();
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  it('defaults to android, version 360, certified, session default', async () => {
    const html = await (await get('/h5/')).text();
    expect(firstScriptSrc(html)).toBe(
      '/__sim/shim.js?host=android&version=360&session=default&scenario=certified',
    );
  });

  it('takes missing parameters from the session host settings', async () => {
    await fetch(`${server.url}/__sim/host?session=h5-defaults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ host: 'pos', version: 340, source: '06' }),
    });
    const redirect = await get('/h5/gradeRate?__session=h5-defaults');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/h5/gradeRate?__session=h5-defaults&source=06');
    const html = await (await get('/h5/gradeRate?__session=h5-defaults&source=01')).text();
    expect(firstScriptSrc(html)).toContain('host=pos&version=340');
  });

  it('adds the mini-program query context once, then serves the page', async () => {
    const first = await get(
      '/h5/zEraAGeneraMiniProgramWeb/transaction/record?__host=miniprogram&__session=mp-1&phoneModle=Custom',
    );
    expect(first.status).toBe(302);
    const location = new URL(first.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/h5/zEraAGeneraMiniProgramWeb/transaction/record');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      token: 'sim-token:mp-1:certified',
      appVersion: '360',
      phoneVersion: 'Android 12',
      phoneModle: 'Custom',
      wechatId: expect.any(String),
      phonePlatform: 'android',
      appProDuctType: '03',
    });
    const second = await get(location.pathname + location.search);
    expect(second.status).toBe(200);
    expect(firstScriptSrc(await second.text())).toContain('host=miniprogram');

    // The app took the context out of the address; a reload of what is left is served as is.
    location.searchParams.delete('token');
    const reload = await get(location.pathname + location.search);
    expect(reload.status).toBe(200);
  });

  it('a later page of the same tab, without deep-link parameters, stays in the host it was opened in', async () => {
    const first = await get('/h5/gradeRate?__host=ios&__version=331&__session=tab-1&source=01');
    const cookie = (first.headers.get('set-cookie') ?? '').match(/sim_page=[^;]*/)?.[0] ?? '';
    expect(cookie).not.toBe('');
    const later = await fetch(`${server.url}/h5/myOrder/index?source=01`, { headers: { cookie } });
    expect(firstScriptSrc(await later.text())).toBe(
      '/__sim/shim.js?host=ios&version=331&session=tab-1&scenario=certified',
    );
    const other = await fetch(`${server.url}/h5/myOrder/index?__host=pos&source=01`, { headers: { cookie } });
    expect(firstScriptSrc(await other.text())).toContain('host=pos');
  });

  it('passes __bridgeLog=off to the shim, and keeps it for the later pages of the tab', async () => {
    const first = await get(
      '/h5/transaction/record?__host=android&__session=quiet-1&__bridgeLog=off&source=01',
    );
    expect(firstScriptSrc(await first.text())).toBe(
      '/__sim/shim.js?host=android&version=360&session=quiet-1&scenario=certified&bridgeLog=off',
    );
    const cookie = (first.headers.get('set-cookie') ?? '').match(/sim_page=[^;]*/)?.[0] ?? '';
    const later = await fetch(`${server.url}/h5/monthBill/monthBillHome?source=01`, { headers: { cookie } });
    expect(firstScriptSrc(await later.text())).toContain('bridgeLog=off');
    expect((await get('/h5/?__bridgeLog=maybe')).status).toBe(400);
  });

  it('sets the sim_token cookie for the official-account page only', async () => {
    const oa = await get(
      '/h5/officialAccount/Login?__host=officialaccount&__session=oa-1&__scenario=paid-member',
    );
    expect(oa.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^sim_token=sim-token:oa-1:paid-member; Path=\/; SameSite=Lax/),
    );
    const android = (await get('/h5/?__host=android')).headers.getSetCookie();
    expect(android.filter((c) => c.startsWith('sim_token='))).toEqual([]);
  });

  it('serves hashed assets with a year of cache and never falls back to HTML for them', async () => {
    const asset = await get('/h5/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const missing = await get('/h5/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
  });

  it('injects the shim into /h5/index.html too, and redirects /h5 to /h5/', async () => {
    expect(firstScriptSrc(await (await get('/h5/index.html?__host=ios')).text())).toContain('host=ios');
    const bare = await get('/h5?__host=ios');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/h5/?__host=ios');
  });

  it('refuses a bad deep link with a readable 400 page', async () => {
    const response = await get('/h5/?__host=windowsphone');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('windowsphone');
  });

  it('works for every environment hostname (the Host header)', async () => {
    for (const name of ['localhost', 'test.localhost', 'alpha.localhost', 'prod.localhost']) {
      const port = new URL(server.url).port;
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: '/h5/message/index', headers: { host: `${name}:${port}` } },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          )
          .on('error', reject);
      });
      expect(status, name).toBe(200);
    }
  });

  it('sends a CSP that allows the loopback frames and only same-origin scripts', async () => {
    const csp = (await get('/h5/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toMatch(/frame-ancestors 'self' http:\/\/localhost:\* http:\/\/\*\.localhost:\*/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('the shimmed page, compressed per request', () => {
  const page = (acceptEncoding?: string) =>
    rawRequest(
      `${server.url}/h5/transaction/record?__host=ios`,
      acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    );

  it.each([
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    [undefined, undefined, (body: Buffer) => body],
    ['identity', undefined, (body: Buffer) => body],
  ])('Accept-Encoding %s → %s, with the shim, Vary and the CSP', async (header, coding, decode) => {
    const res = await page(header);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(firstScriptSrc(decode(res.body).toString())).toContain('/__sim/shim.js?host=ios');
  });

  it('gives each coding its own ETag', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (c) => (await page(c)).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });
});

describe('pages when nothing is built', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ built: { app: false, harness: false } });
  });
  afterAll(() => bare.close());

  it.each([
    ['/h5/transaction/record', 'npm run build'],
    ['/', 'npm run build -w simulator'],
    ['/__sim/probe', 'npm run build -w simulator'],
  ])('%s says what to build', async (path, command) => {
    const response = await fetch(`${bare.url}${path}`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(command);
  });

  it("draws the scenario data's pictures, and never launches a page (nor adds a token) for one", async () => {
    const response = await get('/h5/static/commodity/C001.png?__host=miniprogram&__session=pic-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('location')).toBeNull();
    // A subresource: the assets' two headers, not the page policies; as a document it loads nothing.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<html');
    // The same name always draws the same picture; another name another colour.
    expect(await (await get('/h5/static/commodity/C001.png')).text()).toBe(svg);
    expect(await (await get('/h5/static/commodity/C002.png')).text()).not.toBe(svg);
    // Not a picture: still the app's page.
    expect((await get('/h5/static/notes?__session=pic-1')).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('still answers the control API', async () => {
    expect((await fetch(`${bare.url}/__sim/`)).status).toBe(200);
    expect((await fetch(`${bare.url}/__sim/nope`)).status).toBe(404);
  });
});

describe('harness and probe', () => {
  it('serves the harness for any path (SPA) and the probe with the shim', async () => {
    const spa = await get('/some/harness/route?host=ios');
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain('<title>harness</title>');
    const probe = await get('/__sim/probe?__host=ios&__version=318&__session=p-1');
    expect(probe.status).toBe(200);
    expect(firstScriptSrc(await probe.text())).toBe(
      '/__sim/shim.js?host=ios&version=318&session=p-1&scenario=certified',
    );
  });
});
