import { describe, expect, it } from 'vitest';
import { authorizeOrigin, officialAccountConfigOf, WECHAT_OPEN_ORIGIN } from './officialAccount';

describe('the official account configuration', () => {
  it("sends production to WeChat and the other environments to the page's own origin", () => {
    const config = officialAccountConfigOf({});
    expect(config.appId).toMatch(/^wx[0-9a-f]{16}$/);
    expect(authorizeOrigin(config, 'production', 'https://h5.example.cn')).toBe(WECHAT_OPEN_ORIGIN);
    expect(authorizeOrigin(config, 'test', 'http://test.localhost:5170')).toBe('http://test.localhost:5170');
  });

  it('takes a deployment’s appid and authorize origin per environment', () => {
    const config = officialAccountConfigOf({
      VITE_WECHAT_APPID: ' wx0123456789abcdef ',
      VITE_WECHAT_AUTHORIZE_TEST: WECHAT_OPEN_ORIGIN,
      VITE_WECHAT_AUTHORIZE_ALPHA: '',
    });
    expect(config).toEqual({ appId: 'wx0123456789abcdef', authorizeOrigins: { test: WECHAT_OPEN_ORIGIN } });
    expect(authorizeOrigin(config, 'test', 'http://test.localhost:5170')).toBe(WECHAT_OPEN_ORIGIN);
    expect(authorizeOrigin(config, 'alpha', 'http://alpha.localhost:5170')).toBe(
      'http://alpha.localhost:5170',
    );
  });
});
