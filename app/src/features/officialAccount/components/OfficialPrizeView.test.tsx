// The official account's prize: the activity page offers the one way on from where the WeChat user
// stands (authorize, bind, claim, claimed); the authorize screen leaves for WeChat with the prize
// screen as the return; the prize screen exchanges WeChat's code once, then claims once — a double
// tap draws once, with one key — and says a refusal in place.
import type { ActivityInfo, EndpointResponse } from '@merchant-h5/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { newAuthorizeState } from '../lib/authorizeState';
import { OfficialPrizeAuthorizeView, OfficialPrizeView, WeChatActivityView } from './OfficialPrizeView';

const server = envelopeServerPerTest();
const calls = (name: string) => server.requests.filter((r) => r.endpoint === name);

const signIn = (
  over: Partial<EndpointResponse<'wechatLoginInfo'>> = {},
): EndpointResponse<'wechatLoginInfo'> => ({
  openIdMask: 'oAbc****wxyz',
  bindStatus: '1',
  snapshot: false,
  merchant: { merchantNo: 'M100000001', merchantName: '幸福小摊', phoneMask: '138****8000' },
  registered: false,
  resendAfter: 0,
  ...over,
});

const activity = (over: Partial<ActivityInfo> = {}): ActivityInfo => ({
  activityId: 'A1012',
  kind: 'officialPrize',
  name: '关注公众号有礼',
  startDate: '20261101',
  endDate: '20261231',
  drawTimes: 0,
  progress: 0,
  target: 10,
  rules: '<p>每个微信用户限领一次。</p>',
  prizes: [
    {
      poolId: 'W1',
      prizeName: '2 元现金红包',
      prizeType: '01',
      amount: 2,
      weight: 60,
      position: 0,
      stock: null,
    },
    {
      poolId: 'W2',
      prizeName: '200 积分',
      prizeType: '02',
      amount: 200,
      weight: 40,
      position: 1,
      stock: null,
    },
  ],
  chanceSources: [],
  guaranteeAfter: null,
  audience: 'all',
  remainingDraws: 1,
  status: '1',
  eligible: true,
  ineligibleReason: '',
  missesInRow: 0,
  ...over,
});

beforeEach(() => sessionStorage.clear());

describe('WeChatActivityView', () => {
  it.each([
    [
      'signed out',
      signIn({ openIdMask: null, bindStatus: '0', merchant: null }),
      {},
      '微信授权领取',
      '/weChat/officialPrizeAuthorizePage',
    ],
    [
      'not bound',
      signIn({ bindStatus: '0', merchant: null }),
      { eligible: false },
      '绑定商户账号',
      '/officialAccount/Login',
    ],
    ['bound, not claimed', signIn(), {}, '立即领取', '/weChat/officialPrize'],
  ])('%s: offers the one way on', async (_who, who, over, button, to) => {
    server.on('wechatLoginInfo', () => ({ data: who }));
    server.on('activityInfo', () => ({ data: activity(over) }));
    const view = renderWithStore(<WeChatActivityView />, {
      baseUrl: server.baseUrl,
      pattern: paths.activities.weChatActivityPage,
      path: '/weChat/weChatActivityPage',
    });
    expect((await screen.findByTestId('official-prizes')).textContent).toBe('可获得：2 元现金红包、200 积分');
    expect(calls('activityInfo')[0]?.body).toEqual({ kind: 'officialPrize' });
    await expectNoA11yViolations(view.container);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(to));
  });

  it('claimed already: says so, offers the prizes won and no claim', async () => {
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    server.on('activityInfo', () => ({ data: activity({ remainingDraws: 0 }) }));
    renderWithStore(<WeChatActivityView />, {
      baseUrl: server.baseUrl,
      pattern: paths.activities.weChatActivityPage,
      path: '/weChat/weChatActivityPage',
    });
    expect((await screen.findByTestId('official-prize-step')).textContent).toBe('您已领取过本活动的奖品');
    expect(screen.getByRole('link', { name: '查看我的奖品' }).getAttribute('href')).toBe(
      '/common/prize/list/A1012',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('OfficialPrizeAuthorizeView', () => {
  it('leaves for WeChat’s authorize step with the prize screen as the return and a fresh state', async () => {
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    const left: string[] = [];
    renderWithStore(<OfficialPrizeAuthorizeView leave={(a) => left.push(a)} />, {
      baseUrl: server.baseUrl,
      pattern: paths.activities.officialPrizeAuthorizePage,
      path: '/weChat/officialPrizeAuthorizePage',
    });
    expect(await screen.findByText('奖品将发放到：幸福小摊（138****8000）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '微信授权' }));
    const url = new URL(left[0]!);
    expect(url.pathname).toBe('/connect/oauth2/authorize');
    expect(new URL(url.searchParams.get('redirect_uri')!).pathname).toBe('/weChat/officialPrize');
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    expect(url.searchParams.get('state')).toMatch(/\w{8,}/);
  });
});

describe('OfficialPrizeView', () => {
  const renderPrize = (search = '') =>
    renderWithStore(<OfficialPrizeView />, {
      baseUrl: server.baseUrl,
      pattern: paths.activities.officialPrize,
      path: `/weChat/officialPrize${search}`,
    });

  it('exchanges the code once, clears the address, then claims once for a double tap and shows the prize', async () => {
    server.on('wechatBinding', () => ({ data: signIn() }));
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    let left = 1;
    server.on('activityInfo', () => ({ data: activity({ remainingDraws: left }) }));
    server.on('activityDraw', () => {
      left = 0;
      return {
        data: {
          recordId: 'DR1',
          poolId: 'W2',
          position: 1,
          remainingDraws: 0,
          prize: {
            prizeId: 'PZ1',
            activityId: 'A1012',
            activityName: '关注公众号有礼',
            prizeName: '200 积分',
            prizeType: '02',
            amount: 200,
            time: '2026-11-29 10:00:00',
            status: '1',
            statusName: '已发放',
            claimDeadline: '',
            address: null,
          },
        },
      };
    });
    const view = renderPrize(`?code=CODE1&state=${newAuthorizeState()}`);
    const claim = await screen.findByRole('button', { name: '领取奖品' });
    expect(view.router.state.location.search).toBe('');
    expect(calls('wechatBinding').map((r) => r.body)).toEqual([{ code: 'CODE1' }]);
    await expectNoA11yViolations(view.container);
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByRole('heading', { name: '恭喜获得 200 积分' })).toBeTruthy();
    expect(calls('activityDraw')).toHaveLength(1);
    expect(calls('activityDraw')[0]?.body).toEqual({ activityId: 'A1012' });
    expect(calls('activityDraw')[0]?.idempotencyKey).toBeTruthy();
    await expectNoA11yViolations(view.container);
  });

  it('says a refused claim in place, once, and keeps the button for another try', async () => {
    server.on('wechatLoginInfo', () => ({ data: signIn() }));
    server.on('activityInfo', () => ({ data: activity() }));
    server.on('activityDraw', () => ({ code: '3005', msg: '奖品已领完，请关注下期活动' }));
    renderPrize();
    fireEvent.click(await screen.findByRole('button', { name: '领取奖品' }));
    expect((await screen.findByRole('alert')).textContent).toBe('奖品已领完，请关注下期活动');
    expect(screen.getByRole('button', { name: '领取奖品' })).toBeTruthy();
  });

  it('a forged return exchanges nothing and starts over at the authorize screen', async () => {
    newAuthorizeState();
    const view = renderPrize('?code=CODE1&state=forged');
    fireEvent.click(await screen.findByRole('button', { name: '重新登录' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/weChat/officialPrizeAuthorizePage'),
    );
    expect(calls('wechatBinding')).toEqual([]);
  });
});
