// 微信授权登录 leaves for WeChat's authorize step with a fresh random state kept for the tab, the
// way back to /officialAccount/Auth, and nothing of the merchant's in the address.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { detectClient } from '@merchant-h5/sdk';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { spendAuthorizeState } from '../lib/authorizeState';
import { LoginView } from './LoginView';
import { InWeChat } from './SignInNotices';

const server = envelopeServerPerTest();
const MERCHANT = { merchantNo: 'M100000001', merchantName: '幸福小摊', phoneMask: '138****8000' };
const info = (bound: boolean) => ({
  data: {
    openIdMask: bound ? 'oAbc****wxyz' : null,
    bindStatus: bound ? ('1' as const) : ('0' as const),
    snapshot: false,
    merchant: bound ? MERCHANT : null,
    registered: false,
    resendAfter: 0,
  },
});

function renderLogin(environment: 'mock' | 'production', bound = false) {
  server.on('wechatLoginInfo', () => info(bound));
  const leave = vi.fn<(address: string) => void>();
  const view = renderWithStore(<LoginView leave={leave} />, {
    baseUrl: server.baseUrl,
    pattern: paths.officialAccount.login,
    path: '/officialAccount/Login',
    host: { environment },
  });
  return { ...view, leave };
}

describe('LoginView', () => {
  it("leaves for WeChat's authorize step with a state this tab keeps", async () => {
    const { container, leave } = renderLogin('production');
    fireEvent.click(await screen.findByRole('button', { name: '微信授权登录' }));
    await expectNoA11yViolations(container);
    const address = new URL(leave.mock.calls[0]![0]);
    expect(address.origin + address.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(address.hash).toBe('#wechat_redirect');
    expect([...address.searchParams.keys()]).toEqual([
      'appid',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
    ]);
    expect(address.searchParams.get('scope')).toBe('snsapi_base');
    expect(address.searchParams.get('redirect_uri')).toBe(`${location.origin}/officialAccount/Auth`);
    const state = address.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(spendAuthorizeState(state)).toBe(true);
  });

  it("outside production asks the page's own origin, a new state each time", async () => {
    const { leave } = renderLogin('mock');
    const button = await screen.findByRole('button', { name: '微信授权登录' });
    fireEvent.click(button);
    fireEvent.click(button);
    const [first, second] = leave.mock.calls.map(([a]) => new URL(a));
    expect(first!.origin).toBe(location.origin);
    expect(first!.searchParams.get('state')).not.toBe(second!.searchParams.get('state'));
    expect(spendAuthorizeState(first!.searchParams.get('state'))).toBe(false);
  });

  it('says which account this WeChat user is bound to', async () => {
    const { container } = renderLogin('mock', true);
    expect(await screen.findByText('当前微信已绑定商户账号：幸福小摊（138****8000）')).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});

describe('InWeChat', () => {
  const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 10) Chrome/107.0 Mobile MicroMessenger/8.0.47 NetType/WIFI';
  const login = () => (
    <InWeChat>
      <LoginView leave={vi.fn()} />
    </InWeChat>
  );

  it('outside WeChat says where to open the page, and asks the server nothing', async () => {
    const asked = vi.fn(() => info(false));
    server.on('wechatLoginInfo', asked);
    const { container } = renderWithStore(login(), { baseUrl: server.baseUrl });
    expect(await screen.findByText('请在微信中打开')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '微信授权登录' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    await expectNoA11yViolations(container);
  });

  it("in WeChat's browser shows the screen", async () => {
    server.on('wechatLoginInfo', () => info(false));
    renderWithStore(login(), {
      baseUrl: server.baseUrl,
      host: { client: detectClient({ userAgent: WECHAT_UA, search: '' }) },
    });
    expect(await screen.findByRole('button', { name: '微信授权登录' })).toBeTruthy();
    expect(screen.queryByText('请在微信中打开')).toBeNull();
  });
});
