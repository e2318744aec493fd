import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openResponseBody, sealRequestBody } from './body';
import { text } from './testing/arbitraries';
import { devPublicKey, devTripleDesSecret, propertySeed } from './testing/dev-keys';
import { nodeAesEncrypt, nodeTripleDesEncrypt, openSealedRequest } from './testing/server-side';

const KEY = '0123456789abcdef0123456789abcdef';

/** A JSON body of about `bytes` UTF-8 bytes made of `unit` repeated. */
function bodyOfSize(bytes: number, unit: string): string {
  const unitBytes = Buffer.byteLength(unit);
  return JSON.stringify({ memo: unit.repeat(Math.max(0, Math.floor((bytes - 11) / unitBytes))) });
}

describe('sealRequestBody', () => {
  it('is `<256 hex>|<base64>` and the gateway side opens it (forge RSA + node:crypto AES)', () => {
    const json = '{"merchantNo":"M0001","memo":"测试😀"}';
    const sealed = sealRequestBody(json, { publicKey: devPublicKey });
    expect(sealed).toMatch(/^[0-9a-f]{256}\|[A-Za-z0-9+/]+=*$/);
    const opened = openSealedRequest(sealed);
    expect(opened.aesKey).toMatch(/^[0-9a-f]{32}$/);
    expect(opened.json).toBe(json);
    expect(sealRequestBody(json, { publicKey: devPublicKey, aesKey: KEY }).split('|')[1]).toBe(
      nodeAesEncrypt(json, KEY),
    );
  });

  it('round-trips small bodies with CJK and emoji, both directions (property, many runs)', () => {
    const seed = propertySeed('envelope round trip, small');
    fc.assert(
      fc.property(text(600), (memo) => {
        const json = JSON.stringify({ memo, n: memo.length });
        expect(openSealedRequest(sealRequestBody(json, { publicKey: devPublicKey })).json).toBe(json);
        expect(openResponseBody(nodeAesEncrypt(json, KEY), KEY)).toEqual(JSON.parse(json));
      }),
      { seed, numRuns: 300 },
    );
  });

  it('round-trips large bodies up to 1 MB (property, few runs)', () => {
    const seed = propertySeed('envelope round trip, large');
    fc.assert(
      fc.property(
        fc.integer({ min: 64 * 1024, max: 1024 * 1024 }),
        text(8).filter((s) => s.length > 0),
        (size, unit) => {
          const json = bodyOfSize(size, unit);
          expect(openSealedRequest(sealRequestBody(json, { publicKey: devPublicKey })).json).toBe(json);
          expect(openResponseBody(nodeAesEncrypt(json, KEY), KEY)).toEqual(JSON.parse(json));
        },
      ),
      { seed, numRuns: 4 },
    );
  });

  it('handles the edges: 0 B and exactly 1 MiB', () => {
    expect(openSealedRequest(sealRequestBody('', { publicKey: devPublicKey })).json).toBe('');
    const mib = JSON.stringify({ memo: `${'测'.repeat(349_521)}ab` });
    expect(Buffer.byteLength(mib)).toBe(1024 * 1024);
    expect(openSealedRequest(sealRequestBody(mib, { publicKey: devPublicKey })).json).toBe(mib);
  });
});

describe('openResponseBody', () => {
  const envelope = { code: '200', msg: '成功', data: { points: 100 } };
  const json = JSON.stringify(envelope);

  it('parses plain JSON when there is no key', () => {
    expect(openResponseBody(json, null)).toEqual(envelope);
    expect(openResponseBody(json, undefined)).toEqual(envelope);
    expect(openResponseBody(json, '')).toEqual(envelope);
  });

  it('decrypts with the ENCRYPT-KEY value, and 3DES-unwraps it first for the mini-program client', () => {
    expect(openResponseBody(nodeAesEncrypt(json, KEY), KEY)).toEqual(envelope);
    const wrapped = nodeTripleDesEncrypt(KEY, devTripleDesSecret);
    expect(
      openResponseBody(`${nodeAesEncrypt(json, KEY)}\n`, wrapped, { tripleDesSecret: devTripleDesSecret }),
    ).toEqual(envelope);
  });

  it('returns the (decrypted) text when it is not JSON, and never throws', () => {
    expect(openResponseBody('<html>502</html>', null)).toBe('<html>502</html>');
    expect(openResponseBody(nodeAesEncrypt('登录已失效，请重新登录', KEY), KEY)).toBe(
      '登录已失效，请重新登录',
    );
    expect(openResponseBody('not base64 at all', KEY)).toBe('not base64 at all');
    expect(openResponseBody(nodeAesEncrypt(json, KEY), 'fedcba9876543210fedcba9876543210')).toBe(
      nodeAesEncrypt(json, KEY),
    );
    expect(openResponseBody(json, KEY)).toEqual(envelope); // a stray key on a plain body
    expect(openResponseBody(nodeAesEncrypt(json, KEY), KEY, { tripleDesSecret: devTripleDesSecret })).toBe(
      nodeAesEncrypt(json, KEY),
    );
  });
});
