// The pages' CSP: no inline style but the message pages' own stylesheet (by its hash), and pictures
// only from the page's origin, data:, blob: and the allow-listed picture origins of server HTML.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../hosts/test-server';
import { PICTURE_ORIGINS } from './security';

let server: TestServer;
let bare: TestServer;
beforeAll(async () => {
  [server, bare] = await Promise.all([
    startTestServer(),
    startTestServer({ built: { app: false, harness: false } }),
  ]);
});
afterAll(() => Promise.all([server.close(), bare.close()]));

/** The sources of one directive of a CSP header. */
function directive(csp: string | null, name: string): string[] {
  const found = (csp ?? '').split(';').find((d) => d.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

describe('the pages’ CSP', () => {
  it.each(['/h5/', '/h5/help/index?__host=miniprogram&__launched=1&token=t', '/', '/__sim/probe'])(
    '%s: styles from its own stylesheets only, pictures from its own origin, data: and blob:',
    async (path) => {
      const csp = (await fetch(`${server.url}${path}`, { redirect: 'manual' })).headers.get(
        'content-security-policy',
      );
      const styles = directive(csp, 'style-src');
      expect(styles[0]).toBe("'self'");
      expect(styles).not.toContain("'unsafe-inline'");
      expect(styles).not.toContain("'unsafe-hashes'");
      expect(styles.slice(1).every((s) => /^'sha256-[\w+/]+=*'$/.test(s))).toBe(true);
      expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', ...PICTURE_ORIGINS]);
      expect(PICTURE_ORIGINS.every((o) => o.startsWith('https://') && new URL(o).origin === o)).toBe(true);
    },
  );

  it('allows the message pages’ one inline stylesheet by its hash', async () => {
    const response = await fetch(`${bare.url}/h5/`);
    expect(response.status).toBe(503);
    const style = /<style>([^]*?)<\/style>/.exec(await response.text())?.[1] ?? '';
    expect(style).toContain('body {');
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(directive(response.headers.get('content-security-policy'), 'style-src')).toEqual(["'self'", hash]);
  });
});
