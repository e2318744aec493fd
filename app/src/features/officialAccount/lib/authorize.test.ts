import { beforeEach, describe, expect, it } from 'vitest';
import { newAuthorizeState, spendAuthorizeState } from './authorizeState';
import { authorizeUrl } from './authorizeUrl';

beforeEach(() => sessionStorage.clear());

describe("WeChat's authorize address", () => {
  it('names its parameters in the documented order and ends with #wechat_redirect', () => {
    expect(
      authorizeUrl({
        origin: 'https://open.weixin.qq.com',
        appId: 'wx5f1c0a7e9b3d2c41',
        redirectUri: 'https://h5.example.cn/h5/officialAccount/Auth',
        state: 'f3a9',
      }),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx5f1c0a7e9b3d2c41&redirect_uri=https%3A%2F%2Fh5.example.cn%2Fh5%2FofficialAccount%2FAuth&response_type=code&scope=snsapi_base&state=f3a9#wechat_redirect',
    );
  });
});

describe('the authorize state', () => {
  it('is random, kept for the tab and spent by the first return', () => {
    const state = newAuthorizeState();
    expect(state).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(newAuthorizeState()).not.toBe(state);
    const latest = sessionStorage.getItem('mh.officialAccount.state');
    expect(spendAuthorizeState(latest)).toBe(true);
    expect(spendAuthorizeState(latest)).toBe(false);
  });

  it('refuses a return naming another state, and spends the kept one anyway', () => {
    const state = newAuthorizeState();
    expect(spendAuthorizeState('forged')).toBe(false);
    expect(spendAuthorizeState(state)).toBe(false);
    expect(spendAuthorizeState(null)).toBe(false);
  });
});
