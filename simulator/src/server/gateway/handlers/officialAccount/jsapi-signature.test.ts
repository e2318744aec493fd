// The JS-SDK signature is WeChat's: sha1 over the four fields in WeChat's order, proven on the
// example of WeChat's own documentation, and recomputed from what the endpoint answers.
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../state/session';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { jsapiSignature, jsapiTicketOf } from './jsapi-signature';
import { OFFICIAL_ACCOUNT_APP_ID } from './wechat-platform';

const suite = simulatorSuite();
const { call } = suite;

describe('the official account JS-SDK signature', () => {
  it("signs WeChat's documented example as WeChat does", () => {
    expect(
      jsapiSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it("answers what wx.config takes, signed with the session's ticket", async () => {
    const url = 'http://localhost:5170/h5/officialAccount/Login?source=02';
    const { code, data } = await call('oa-jsapi', 'wechatTicket', { url });
    expect(code).toBe('200');
    expect(data).toMatchObject({ appId: OFFICIAL_ACCOUNT_APP_ID, timestamp: Math.floor(TODAY / 1000) });
    const jsapiTicket = jsapiTicketOf(getSession(suite.sim.ctx, 'oa-jsapi'));
    expect(data.signature).toBe(
      jsapiSignature({ jsapiTicket, nonceStr: data.nonceStr, timestamp: data.timestamp, url }),
    );
  });

  it('refuses an address with its fragment, which the page would sign wrongly', async () => {
    const answer = await call('oa-jsapi', 'wechatTicket', { url: 'http://localhost/h5/#/x' });
    expect(answer.code).toBe('1001');
  });
});
