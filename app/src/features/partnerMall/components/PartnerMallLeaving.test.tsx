import type { PartnerMall } from '@merchant-h5/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { PartnerMallLeaving } from './PartnerMallLeaving';

const server = envelopeServerPerTest();
const SIGNED =
  'https://duiba.sim.localhost/autoLogin?uid=M100000001&credits=5680&redirect=%2Fmobile%2Fdetail';
const login = (redirectUrl: string, mall: PartnerMall = 'duiba') => ({
  data: { mall, redirectUrl, list: [], total: 0 },
});

function renderLeaving(props: Partial<Parameters<typeof PartnerMallLeaving>[0]> = {}) {
  const leave = vi.fn<(address: string) => void>();
  const view = renderWithStore(<PartnerMallLeaving mall="duiba" leave={leave} {...props} />, {
    baseUrl: server.baseUrl,
    pattern: paths.points.duibaMall,
    path: '/duibaMall',
  });
  return { ...view, leave };
}

describe('PartnerMallLeaving', () => {
  it('shows the spinner, asks for the signed address and leaves for it once', async () => {
    server.hold();
    server.on('integralDuibaOrder', () => login(SIGNED));
    const { container, leave } = renderLeaving({ redirect: '/mobile/detail', client: 'hostApp' });
    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    expect(screen.getByText('正在前往兑吧积分商城…')).toBeTruthy();
    await expectNoA11yViolations(container);
    server.release();
    await waitFor(() => expect(leave).toHaveBeenCalledWith(SIGNED));
    expect(server.requests.map((r) => r.body)).toEqual([
      { mall: 'duiba', client: 'hostApp', redirect: '/mobile/detail' },
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a look-alike host', 'https://duiba.sim.localhost.evil.com/autoLogin?uid=1'],
    ['userinfo', 'https://duiba.sim.localhost@evil.com/autoLogin'],
    ['javascript:', 'javascript:alert(1)'],
    ['the yhh mall for duiba', 'https://yhh.sim.localhost/login?uid=1'],
  ])('refuses %s: says so and goes nowhere', async (_what, address) => {
    server.on('integralDuibaOrder', () => login(address));
    const { container, leave, router } = renderLeaving();
    expect((await screen.findByRole('alert')).textContent).toBe('该地址不在允许的积分商城列表中，已阻止跳转');
    await expectNoA11yViolations(container);
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '返回积分首页' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/integralManage/Home');
  });

  it('refuses an allowed address that names a token', async () => {
    server.on('integralDuibaOrder', () => login(`${SIGNED}&token=abc`));
    const { leave } = renderLeaving();
    expect((await screen.findByRole('alert')).textContent).toBe('该地址带有登录凭证，已阻止跳转');
    expect(leave).not.toHaveBeenCalled();
  });

  it('leaves for the yhh mall only within its own list', async () => {
    server.on('integralDuibaOrder', ({ body }) =>
      login(`https://yhh.sim.localhost/login?uid=M1&client=${String(body.client)}`, 'yhh'),
    );
    const { leave } = renderLeaving({ mall: 'yhh', client: 'pos' });
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://yhh.sim.localhost/login?uid=M1&client=pos'),
    );
    expect(server.requests[0]?.body).toEqual({ mall: 'yhh', client: 'pos' });
  });

  it('a failure offers 重试, which asks again and then leaves', async () => {
    let calls = 0;
    server.on('integralDuibaOrder', () =>
      ++calls === 1 ? { code: '5001', msg: '系统繁忙，请稍后再试' } : login(SIGNED),
    );
    const { container, leave } = renderLeaving();
    expect((await screen.findByRole('alert')).textContent).toContain('系统繁忙，请稍后再试');
    await expectNoA11yViolations(container);
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(SIGNED));
    expect(calls).toBe(2);
  });
});
