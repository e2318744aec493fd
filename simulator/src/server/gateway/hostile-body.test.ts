// A request built to keep the single Node thread busy (a ~1 MB body of one valid RSA block repeated)
// costs no RSA work without a valid token, and one block at most with one; a normal call sent
// beside it is answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { rsaBlocksDecrypted } from './crypto';
import { rsaEncryptBytes } from './testing/client-seal';
import { callEndpoint, hostAppHeaders, startSimulator, type RunningSimulator } from './testing/harness';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

/** ~1 MB: 3,900 copies of one valid 128-byte block of the gateway key, then a bar and base64. */
function floodBody(): string {
  const block = rsaEncryptBytes('0123456789abcdef0123456789abcdef', sim.ctx.config.publicKeyPem).toString(
    'hex',
  );
  return `${block.repeat(3_900)}|AAAA`;
}

const send = (headers: Record<string, string>, body: string) =>
  fetch(`${sim.url}/gateway/user-service/my/myInfo`, { method: 'POST', headers, body });

/** The host app's headers with no TOKEN: a well-formed request nobody signed. */
function unsigned(): Record<string, string> {
  const { TOKEN: _token, ...rest } = hostAppHeaders(sim.ctx, 'hostile-1');
  return rest;
}

describe('a body of thousands of RSA blocks', () => {
  it('without a valid token: 401 before any RSA work on the body', async () => {
    const before = rsaBlocksDecrypted();
    const res = await send(unsigned(), floodBody());
    expect(res.status).toBe(401);
    expect(rsaBlocksDecrypted()).toBe(before);
  });

  it('with a valid token: refused as undecryptable after the token, never decrypting the blocks', async () => {
    const headers = hostAppHeaders(sim.ctx, 'hostile-2');
    const before = rsaBlocksDecrypted();
    const res = await send(headers, floodBody());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('4002');
    // The TOKEN header's own block(s), and nothing of the body's 3,900.
    expect(rsaBlocksDecrypted() - before).toBeLessThanOrEqual(2);
  });

  it('leaves a normal call sent beside it answered', async () => {
    const [hostile, normal] = await Promise.all([
      send(unsigned(), floodBody()),
      callEndpoint(sim, endpoints.myInfo, { session: 'hostile-3', body: {} }),
    ]);
    expect(hostile.status).toBe(401);
    expect(normal.json?.code).toBe('200');
  });
});
