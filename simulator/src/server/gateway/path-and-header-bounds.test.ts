// The gateway holds a path placeholder ({id}) and the headers it reads to the same rule as the body's
// text (gateway/bounds.ts): too long, a control character → 400 `1001` naming it, before anything
// echoes, decrypts, caches or stores it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { SEALED_HEADER_LIMIT } from './bounds';
import { sealHeader } from './testing/client-seal';
import {
  callEndpoint,
  hostAppHeaders,
  startSimulator,
  token,
  type RunningSimulator,
} from './testing/harness';
import { loopbackFetch } from './testing/loopback-fetch';

let sim: RunningSimulator;
let send: typeof fetch;
beforeAll(async () => {
  sim = await startSimulator();
  send = loopbackFetch(sim.port);
});
afterAll(() => sim.close());

const answerOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as object) });

describe('a path placeholder', () => {
  const detail = (id: string) =>
    send(`http://localhost/gateway/pos-operation-service/integral/detail/${id}`, {
      headers: hostAppHeaders(sim.ctx, 'path-bounds'),
    });

  it('past 256 characters: 1001 naming it, not echoed back', async () => {
    const res = await answerOf(await detail('C'.repeat(257)));
    expect(res).toEqual({
      status: 400,
      code: '1001',
      msg: '参数错误：路径参数 id 最多 256 个字',
      data: null,
    });
  });

  it('with a control character once decoded: 1001', async () => {
    expect(await answerOf(await detail('C%00001'))).toMatchObject({
      status: 400,
      code: '1001',
      msg: '参数错误：路径参数 id 含有不可见的控制字符，请删除后重新输入',
    });
  });

  it('within the bound still reaches the handler', async () => {
    expect(await answerOf(await detail('C001'))).toMatchObject({ status: 200, code: '200' });
    expect(await answerOf(await detail('C'.repeat(256)))).toMatchObject({ status: 200, code: '1004' });
  });
});

describe('the headers the gateway reads', () => {
  const myInfo = (session: string, change: Record<string, string>) =>
    send('http://localhost/gateway/user-service/my/myInfo', {
      method: 'POST',
      headers: { ...hostAppHeaders(sim.ctx, session), ...change },
      body: '{}',
    });

  it.each([
    ['APP-VERSION', 'past 256 characters', '3'.repeat(257), '最多 256 个字'],
    ['APP-VERSION', 'with a tab', '3\t60', '含有不可见的控制字符，请删除后重新输入'],
    // Latin-1 on the wire, as Node reads a header: U+0085 is a C1 control.
    ['PHONE-PLATFORM', 'with a C1 control', 'H5\u0085', '含有不可见的控制字符，请删除后重新输入'],
    ['APP-PRODUCT-TYPE', 'past 256 characters', '0'.repeat(300), '最多 256 个字'],
    ['CANARY_ACTIVE', 'past 256 characters', '1'.repeat(257), '最多 256 个字'],
  ])('%s %s: 1001 naming the header', async (name, _what, value, says) => {
    const res = await answerOf(await myInfo(`hdr-${name}`, { [name]: value }));
    expect(res).toEqual({ status: 400, code: '1001', msg: `参数错误：请求头 ${name} ${says}`, data: null });
  });

  it('a sealed TOKEN padded with spaces past what its blocks can take: 1001, no decryption cached', async () => {
    const sealed = sealHeader(token('hdr-token'), sim.ctx.config.publicKeyPem);
    const padded = `${sealed.slice(0, 8)}${' '.repeat(SEALED_HEADER_LIMIT.maxLength)}${sealed.slice(8)}`;
    expect(await answerOf(await myInfo('hdr-token', { TOKEN: padded }))).toEqual({
      status: 400,
      code: '1001',
      msg: `参数错误：请求头 TOKEN 最多 ${SEALED_HEADER_LIMIT.maxLength} 个字`,
      data: null,
    });
    expect(await answerOf(await myInfo('hdr-token', {}))).toMatchObject({ status: 200, code: '200' });
  });

  it('an Idempotency-Key past 256 characters is refused before it is claimed', async () => {
    const headers = { 'Idempotency-Key': 'k'.repeat(257) };
    const refused = await callEndpoint(sim, endpoints.integralExchange, {
      session: 'hdr-key',
      body: { commodityId: 'C007' },
      headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: '1001',
      msg: '参数错误：请求头 Idempotency-Key 最多 256 个字',
    });
    expect(sim.ctx.sessions.get('hdr-key')?.idempotency.size ?? 0).toBe(0);
  });

  it('the official account’s sim_token cookie too; headers the gateway does not read are left alone', async () => {
    const cookie = await send('http://localhost/gateway/user-service/my/myInfo', {
      method: 'POST',
      headers: {
        'PHONE-PLATFORM': 'WHEATE-PUBLIC-SERVICE',
        'APP-PRODUCT-TYPE': '03',
        Cookie: `other=1; sim_token=${encodeURIComponent(token('hdr-cookie'))}%07`,
      },
      body: '{}',
    });
    expect(await answerOf(cookie)).toMatchObject({
      status: 400,
      code: '1001',
      msg: '参数错误：请求头 sim_token 含有不可见的控制字符，请删除后重新输入',
    });
    const model = await myInfo('hdr-free', { 'PHONE-MODLE': 'M'.repeat(400), 'X-Anything': 'a\tb' });
    expect(await answerOf(model)).toMatchObject({ status: 200, code: '200' });
  });
});
