// The gateway refuses text the contract does not take — free text past its limit, a control
// character, a lone surrogate — with 400 `1001` naming the field, before any handler stores it; text
// within its limit passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, TEXT_LIMITS, type EndpointName, type TouchMerchantList } from '@merchant-h5/sdk';
import { sealBody } from './testing/client-seal';
import { EXAMPLES } from './testing/examples';
import { callEndpoint, hostAppHeaders, startSimulator, type RunningSimulator } from './testing/harness';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const exampleBody = (name: EndpointName) => (EXAMPLES[name]?.body ?? {}) as Record<string, unknown>;

async function send(session: string, name: EndpointName, body: Record<string, unknown>, key?: string) {
  const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
  const res = await callEndpoint(sim, endpoints[name], { session, body, headers });
  return { status: res.status, code: res.json?.code, msg: res.json?.msg ?? '' };
}

describe('free text past its contract limit', () => {
  it.each([
    ['deviceApply', 'address', TEXT_LIMITS.address.maxLength],
    ['deviceApply', 'contactName', TEXT_LIMITS.personName.maxLength],
    ['touchAdd', 'merchantName', TEXT_LIMITS.merchantName.maxLength],
    ['integralEditAddress', 'detail', TEXT_LIMITS.address.maxLength],
    ['abnormalHandleApply', 'description', TEXT_LIMITS.remark.maxLength],
  ] as const)(
    '%s.%s: refused one past %i, with the field and its limit in the message',
    async (name, field, max) => {
      const over = await send(`over-${name}-${field}`, name, {
        ...exampleBody(name),
        [field]: '字'.repeat(max + 1),
      });
      expect(over).toEqual({ status: 400, code: '1001', msg: `参数错误：${field} 最多 ${max} 个字` });
      const at = await send(`at-${name}-${field}`, name, { ...exampleBody(name), [field]: '字'.repeat(max) });
      expect(at).toMatchObject({ status: 200, code: '200' });
    },
  );

  it('stores nothing of a refused request', async () => {
    const s = 'over-stored';
    const count = async () =>
      // Without an id the answer is the list (with one, that merchant).
      (await callEndpoint(sim, endpoints.touchQueryMerchantInfo, { session: s, body: {} })).json
        ?.data as TouchMerchantList;
    const before = (await count()).total;
    const refused = await send(s, 'touchAdd', {
      ...exampleBody('touchAdd'),
      merchantName: 'x'.repeat(1_000_000),
    });
    expect(refused.code).toBe('1001');
    expect((await count()).total).toBe(before);
  });

  it('holds a field the contract does not name to the plain bound', async () => {
    const res = await send('over-unnamed', 'touchAdd', {
      ...exampleBody('touchAdd'),
      remark: 'x'.repeat(257),
    });
    expect(res).toEqual({ status: 400, code: '1001', msg: '参数错误：remark 最多 256 个字' });
  });
});

describe('control characters and lone surrogates', () => {
  it.each([
    ['NUL', '张\u0000伟', '含有不可见的控制字符'],
    ['BEL', '张\u0007伟', '含有不可见的控制字符'],
    ['DEL', '张\u007f伟', '含有不可见的控制字符'],
    ['C1 NEL', '张\u0085伟', '含有不可见的控制字符'],
    ['a line break in a one-line field', '张\n伟', '含有不可见的控制字符'],
    ['a lone high surrogate', '张\ud800伟', '含有无法识别的字符'],
    ['a lone low surrogate', '\udc00张伟', '含有无法识别的字符'],
  ])('%s in a name: 1001', async (_what, contactName, says) => {
    const res = await send('ctl-name', 'deviceApply', { ...exampleBody('deviceApply'), contactName });
    expect(res).toMatchObject({
      status: 400,
      code: '1001',
      msg: `参数错误：contactName ${says}，请删除后重新输入`,
    });
  });

  it('anywhere in the request: an id, a nested field, a key, the query of a GET', async () => {
    expect((await send('ctl-id', 'integralExchange', { commodityId: 'C007\u0000' })).msg).toContain(
      'commodityId',
    );
    const incom = await send('ctl-nested', 'merchantAccessIncom', {
      merchType: '01',
      businessInfo: { address: '南京东路\u001b100 号' },
    });
    expect(incom.msg).toContain('businessInfo.address');
    expect((await send('ctl-key', 'touchAdd', { ...exampleBody('touchAdd'), 'x\u0000': '1' })).msg).toContain(
      '"x\\u0000"',
    );
    const get = await fetch(`${sim.url}/gateway/user-service/merchant/access/findAreaList?areaId=31%00`, {
      headers: hostAppHeaders(sim.ctx, 'ctl-get'),
    });
    expect(await get.json()).toMatchObject({ code: '1001', msg: expect.stringContaining('areaId') });
  });

  it('in a sealed body as in a plain one', async () => {
    const body = JSON.stringify({ ...exampleBody('deviceApply'), contactName: '张\u0000伟' });
    const res = await fetch(`${sim.url}/gateway/pos-pay-service/device/apply`, {
      method: 'POST',
      headers: hostAppHeaders(sim.ctx, 'ctl-sealed'),
      body: sealBody(body, sim.ctx.config.publicKeyPem),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '1001', msg: expect.stringContaining('contactName') });
  });

  it('lets a remark span lines, and a pair of surrogates (an emoji) pass', async () => {
    const description = '顾客付款成功\r\n\t款项未到账 😀';
    expect(
      await send('ctl-remark', 'abnormalHandleApply', { ...exampleBody('abnormalHandleApply'), description }),
    ).toMatchObject({
      status: 200,
      code: '200',
    });
  });
});

describe('a refused request and its idempotency key', () => {
  it('claims no key: the corrected request with the same key is applied, not a 4009 conflict', async () => {
    const s = 'over-key';
    const refused = await send(
      s,
      'deviceApply',
      { ...exampleBody('deviceApply'), address: 'x'.repeat(101) },
      'K-1',
    );
    expect(refused.code).toBe('1001');
    expect(await send(s, 'deviceApply', exampleBody('deviceApply'), 'K-1')).toMatchObject({ code: '200' });
  });
});
