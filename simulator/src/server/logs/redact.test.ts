// Issue 11 (and 32, mobiles): no log the simulator keeps or serves shows a token, an IMEI, a card,
// ID or mobile number. Realistic entries go in through the real app; the served log must not contain them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../hosts/test-server';
import { hostAppHeaders } from '../gateway/testing/harness';
import { redact, redactString } from './redact';

const TOKEN = 'sim-token:qa-7:paid-member';
const IMEI = '867530012345678';
const CARD = '6222021234567890123';
const ID_NO = '11010519491231002X';
const MOBILE = '13812345678';

/** Every secret of this file, clear. */
const SECRETS = [
  TOKEN,
  encodeURIComponent(TOKEN),
  IMEI,
  CARD,
  ID_NO,
  MOBILE,
  'A1B2C3D4-0000-4000-8000-00000000F00D',
];
const expectNoSecret = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describe('redact', () => {
  it("masks the official account's wx.config signature, as the gateway answers it and the page sends it", () => {
    const signature = '0f9de62fce790f9a083d5c99e95740ceb90c27ed';
    const masked = redact({ data: { signature }, verifySignature: signature, nonceStr: 'Wm3WZYTPz0wzccnW' });
    expect(JSON.stringify(masked)).not.toContain(signature);
    expect(masked).toMatchObject({ nonceStr: 'Wm3WZYTPz0wzccnW' });
  });

  it("hides a credit card's security code and expiry whole", () => {
    expect(redact({ cvn2: '123', expiryDate: '1230' })).toEqual({ cvn2: '***', expiryDate: '****' });
  });

  it('masks mobile numbers 3 + 4 in fields named for them, in URLs and in free text', () => {
    expect(
      redact({
        phone: '13800138000',
        contactPhone: '13912345678',
        mblNo: '15000001234',
        mobile: '+86 139 1234 5678',
        phoneMask: '138****8000',
        PHONE_MODLE: 'Redmi 9A',
        'PHONE-PLATFORM': 'H5',
        phonePos: '1',
      }),
    ).toEqual({
      phone: '138****8000',
      contactPhone: '139****5678',
      mblNo: '150****1234',
      mobile: '+86**********5678',
      phoneMask: '138****8000',
      PHONE_MODLE: 'Redmi 9A',
      'PHONE-PLATFORM': 'H5',
      phonePos: '1',
    });
    expect(redactString('url', '/gateway/user-service/sendCode?phone=13800138000&type=1')).toBe(
      '/gateway/user-service/sendCode?phone=138****8000&type=1',
    );
    expect(redactString('', '短信已发送至13800138000，联系人 18612345678')).toBe(
      '短信已发送至138****8000，联系人 186****5678',
    );
    expect(redact({ remark: '请致电 13800138000', contact: '17700001111' })).toEqual({
      remark: '请致电 138****8000',
      contact: '177****1111',
    });
    // Not mobiles: a longer digit run (an order number), another second digit.
    const clean = { orderNo: 'O19990101000000', no: '12345678901', time: '2026-11-22 10:00:00' };
    expect(redact(clean)).toEqual(clean);
  });

  it('masks the bridge answer of getBaseRequestParams and the OCR of a bank card', () => {
    const out = redact({
      functionName: 'getBaseRequestParams',
      data: { TOKEN_ID: TOKEN, PHONE_IMEI: IMEI, PHONE_MODLE: 'Redmi 9A', APP_VERSIONS: '360' },
      ocr: { errorCode: '0000', cardNumber: CARD, bankName: '工商银行' },
      ios: { PHONE_IMEI: 'A1B2C3D4-0000-4000-8000-00000000F00D' },
    });
    expect(out).toEqual({
      functionName: 'getBaseRequestParams',
      data: {
        TOKEN_ID: 'sim-to…',
        PHONE_IMEI: '***********5678',
        PHONE_MODLE: 'Redmi 9A',
        APP_VERSIONS: '360',
      },
      ocr: { errorCode: '0000', cardNumber: '622202*********0123', bankName: '工商银行' },
      ios: { PHONE_IMEI: '********************************F00D' },
    });
  });

  it('masks headers: TOKEN, DEVICE-VERIFY, ENCRYPT-KEY, the sim_token cookie and a Referer with token=', () => {
    const out = redact({
      TOKEN: 'hV3kQm%2Fz9Xc…sealed',
      'DEVICE-VERIFY': 'Zm9vYmFyYmF6',
      'ENCRYPT-KEY': '0123456789abcdef0123456789abcdef',
      Cookie: `theme=dark; sim_token=${TOKEN}; lang=zh`,
      Referer: `http://prod.localhost:5170/h5/?token=${encodeURIComponent(TOKEN)}&appVersion=360&wechatId=o1`,
      'PHONE-MODLE': 'Redmi 9A',
    }) as Record<string, string>;
    expect(out.TOKEN).toBe('hV3kQm…');
    expect(out['DEVICE-VERIFY']).toBe('Zm9vYm…');
    expect(out['ENCRYPT-KEY']).toBe('012345…');
    expect(out.Cookie).toBe('theme=dark; sim_token=sim-to…; lang=zh');
    expect(out.Referer).toBe('http://prod.localhost:5170/h5/?token=sim-to…&appVersion=360&wechatId=o1');
    expect(out['PHONE-MODLE']).toBe('Redmi 9A');
  });

  it('masks card and ID numbers in bodies and URLs, and a token anywhere in free text', () => {
    expect(
      redact({ settleCardNo: CARD, legalPersonIdNo: ID_NO, amount: '12.50', merchantNo: 'M100000001' }),
    ).toEqual({
      settleCardNo: '622202*********0123',
      legalPersonIdNo: '110***********002X',
      amount: '12.50',
      merchantNo: 'M100000001',
    });
    expect(redactString('url', `/gateway/x/y?cardNo=${CARD}&idNo=${ID_NO}&page=2`)).toBe(
      '/gateway/x/y?cardNo=622202*********0123&idNo=110***********002X&page=2',
    );
    expect(redactString('errorMsg', `token ${TOKEN} is revoked`)).toBe('token sim-to… is revoked');
    expect(redact({ url: `/pages/pay?token=${TOKEN}` })).toEqual({ url: '/pages/pay?token=sim-to…' });
  });

  it('keeps what is no secret: statuses, amounts, timestamps, names of fields', () => {
    const clean = { tokenStatus: 'revoked', time: 1763776800000, amount: '7030549.29', code: '200' };
    expect(redact(clean)).toEqual(clean);
  });
  it('keeps a picture out of the log: its type and length only', () => {
    const photo = `data:image/jpeg;base64,${'Q2lwaGVyVGV4dA9aZ3x7'.repeat(9)}==`;
    expect(redact({ image: photo, images: [photo] })).toEqual({
      image: 'data:image/jpeg;base64,…(182 chars)',
      images: ['data:image/jpeg;base64,…(182 chars)'],
    });
  });
});

describe('the logs the simulator serves', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('show no token, IMEI, card or ID number of a session driven by a page, a gateway call and QA', async () => {
    const json = { 'content-type': 'application/json' };
    // QA sets device overrides; the page's shim reports bridge traffic with its page key.
    await fetch(`${server.url}/__sim/host?session=qa-7`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ scenario: 'paid-member', device: { TOKEN_ID: TOKEN, PHONE_IMEI: IMEI } }),
    });
    const key = server.hosts.bridgeKeys.mint('qa-7');
    for (const entry of [
      {
        direction: 'native→web',
        kind: 'reply',
        functionName: 'getBaseRequestParams',
        callbackId: 3,
        data: { TOKEN_ID: TOKEN, PHONE_IMEI: IMEI, APP_VERSIONS: '360' },
      },
      { direction: 'native→web', kind: 'reply', functionName: 'scanBankCard', data: { cardNumber: CARD } },
      {
        direction: 'web→native',
        kind: 'wx',
        functionName: 'wx.miniProgram.navigateTo',
        data: { url: `/pages/a?token=${TOKEN}` },
      },
      { direction: 'web→native', kind: 'call', functionName: 'login', errorMsg: `expired ${TOKEN}` },
    ]) {
      const res = await fetch(`${server.url}/__sim/bridge-log`, {
        method: 'POST',
        headers: { ...json, 'x-sim-bridge-key': key },
        body: JSON.stringify({ session: 'qa-7', host: 'android', ...entry }),
      });
      expect(res.status).toBe(204);
    }
    // The page's gateway call, as a browser without no-referrer would send it.
    const headers = hostAppHeaders(server.ctx, 'qa-7', 'paid-member');
    const call = await fetch(`${server.url}/gateway/user-service/my/myInfo?idNo=${ID_NO}`, {
      method: 'POST',
      headers: {
        ...headers,
        Referer: `${server.url}/h5/?token=${encodeURIComponent(TOKEN)}&appVersion=360`,
        Cookie: `sim_token=${TOKEN}`,
      },
      body: JSON.stringify({ settleCardNo: CARD, legalPersonIdNo: ID_NO, contactPhone: MOBILE }),
    });
    expect(call.status).toBe(200);

    const served = await (await fetch(`${server.url}/__sim/logs?session=qa-7`)).text();
    const entries = (JSON.parse(served) as { entries: Array<{ kind: string }> }).entries;
    expect(entries.map((e) => e.kind).sort()).toEqual([
      'bridge',
      'bridge',
      'bridge',
      'bridge',
      'control',
      'http',
    ]);
    expectNoSecret(served);
    expect(served).not.toContain(headers.TOKEN!);
    expect(served).not.toContain(headers['DEVICE-VERIFY']!);
    expect(served).toContain('sim-to…');
    expect(served).toContain('***********5678');
    expect(served).toContain('622202*********0123');
    expect(served).toContain('138****5678');
  });

  it('keep a long body as its length and its start, so 2,000 entries of 1 MB bodies cannot fill memory', async () => {
    const headers = hostAppHeaders(server.ctx, 'big-1', 'certified');
    const remark = `${CARD} ${ID_NO} ${MOBILE} ${'备注'.repeat(50_000)}`;
    const call = await fetch(`${server.url}/gateway/user-service/my/myInfo`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ remark }),
    });
    // Refused (1001: no string of a request is that long), and logged all the same.
    expect(call.status).toBe(400);
    const { entries } = (await (await fetch(`${server.url}/__sim/logs?session=big-1&kind=http`)).json()) as {
      entries: Array<{ detail: { requestBody: { cut?: boolean; chars?: number; start?: string } } }>;
    };
    const body = entries.at(-1)!.detail.requestBody;
    expect(body.cut).toBe(true);
    expect(body.chars).toBe(JSON.stringify({ remark }).length);
    expect(body.start!.length).toBeLessThan(1100);
    expect(body.start).not.toContain(CARD);
    expect(body.start).not.toContain(ID_NO);
    expect(body.start).not.toContain(MOBILE);
    expect(body.start).toContain('622202*********0123');
  });
});
