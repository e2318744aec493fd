import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { commodity, mallAnswer } from '../testing/fixtures';
import { VvipView } from './VvipView';

const server = envelopeServerPerTest();
const memberGoods = [
  commodity({
    commodityId: 'C011',
    integralId: 'I011',
    name: '会员专享收款音箱（旗舰款）',
    category: '会员专享',
    points: 2000,
    memberOnly: true,
  }),
  commodity({
    commodityId: 'C012',
    integralId: 'I012',
    name: '会员专享费率券（0.2%）',
    category: '会员专享',
    points: 900,
    isVirtual: true,
    memberOnly: true,
  }),
];

function renderVvip() {
  return renderWithStore(<VvipView />, {
    baseUrl: server.baseUrl,
    path: '/vvip',
    pattern: paths.points.vvip,
  });
}

describe('VvipView', () => {
  it('tells a non-member why the goods are out of reach and where to become a member', async () => {
    server.on('integralMall', ({ body }) => ({ data: mallAnswer(memberGoods, body, { vipStatus: '0' }) }));
    const { container } = renderVvip();
    await expectNoA11yViolations(container);
    const status = await screen.findByTestId('vip-status');
    expect(status.textContent).toContain('会员专享商品仅限付费会员兑换');
    expect(within(status).getByRole('link', { name: '开通付费会员' }).getAttribute('href')).toBe(
      '/paid/members',
    );
    expect(server.requests[0]?.body).toEqual({ memberOnly: true, pageNum: 1, pageSize: 8 });
    const rows = within(await screen.findByRole('list', { name: '会员专享商品' })).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/integralManage/CommodityDetails/C011/I011',
      '/integralManage/CommodityDetails/C012/I012',
    ]);
    await expectNoA11yViolations(container);
  });

  it('tells a member they may exchange them', async () => {
    server.on('integralMall', ({ body }) => ({ data: mallAnswer(memberGoods, body, { vipStatus: '1' }) }));
    renderVvip();
    expect((await screen.findByTestId('vip-status')).textContent).toBe(
      '您是付费会员，可兑换以下会员专享商品。',
    );
    expect(screen.queryByRole('link', { name: '开通付费会员' })).toBeNull();
  });
});
