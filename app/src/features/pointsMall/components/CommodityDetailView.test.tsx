import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { detail, goods, mallAnswer } from '../testing/fixtures';
import { CommodityDetailView } from './CommodityDetailView';

const server = envelopeServerPerTest();

function renderDetail(commodityId?: string, integralId?: string) {
  return renderWithStore(<CommodityDetailView commodityId={commodityId} integralId={integralId} />, {
    baseUrl: server.baseUrl,
    path: '/integralManage/CommodityDetails',
    pattern: paths.points.commodityDetails,
  });
}

describe('CommodityDetailView', () => {
  it('shows the good, its price in points and the balance, and goes on to the exchange', async () => {
    server.on('integralDetail', () => ({ data: detail() }));
    const { container } = renderDetail('C001', 'I001');
    await expectNoA11yViolations(container);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('品牌保温杯');
    expect(screen.getByTestId('commodity-points').textContent).toBe('1,200积分');
    expect(screen.getByText('¥59.00')).toBeTruthy();
    const facts = screen.getByRole('region', { name: '兑换信息' });
    expect(within(facts).getByText('120 件')).toBeTruthy();
    expect(within(facts).getByText('5,680')).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即兑换' }).getAttribute('href')).toBe(
      '/integralManage/integralAction?commodityId=C001',
    );
    expect(server.requests[0]?.path).toBe('/gateway/pos-operation-service/integral/detail/C001');
    await expectNoA11yViolations(container);
  });

  it('asks by integralId when only that is given', async () => {
    server.on('integralDetail', () => ({ data: detail() }));
    renderDetail(undefined, 'I001');
    await screen.findByRole('heading', { level: 1 });
    expect(server.requests[0]?.path).toBe('/gateway/pos-operation-service/integral/detail/I001');
  });

  it('says why a good cannot be exchanged and turns the button off', async () => {
    server.on('integralDetail', () => ({
      data: detail({
        commodityId: 'C012',
        name: '会员专享费率券（0.2%）',
        memberOnly: true,
        canExchange: false,
        reason: '会员专享商品，开通付费会员后可兑换',
      }),
    }));
    const { container } = renderDetail('C012');
    expect((await screen.findByTestId('exchange-refusal')).textContent).toContain(
      '会员专享商品，开通付费会员后可兑换',
    );
    const button = screen.getByRole('button', { name: '立即兑换' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: '立即兑换' })).toBeNull();
    expect(screen.getByRole('link', { name: '开通付费会员' }).getAttribute('href')).toBe('/paid/members');
    await expectNoA11yViolations(container);
  });

  it("writes the points the merchant is short with separators, in the server's words, with the way to earn more", async () => {
    server.on('integralDetail', () => ({
      data: detail({
        commodityId: 'C008',
        name: '品牌电饭煲',
        points: 9800,
        canExchange: false,
        reason: '积分不足，还差 4120 积分',
      }),
    }));
    const { container } = renderDetail('C008');
    const refusal = await screen.findByTestId('exchange-refusal');
    expect(refusal.querySelector('p')?.textContent).toBe('积分不足，还差 4,120 积分');
    expect(within(refusal).getByRole('link', { name: '去赚积分' }).getAttribute('href')).toBe(
      '/integralManage/Home',
    );
    await expectNoA11yViolations(container);
  });

  it('without a good, says so, links back to the mall and offers a few goods', async () => {
    server.on('integralMall', ({ body }) => ({ data: mallAnswer(goods, body) }));
    const { container } = renderDetail();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '未指定商品，请从积分商城选择要兑换的商品',
    );
    expect(screen.getByRole('link', { name: '返回积分商城' }).getAttribute('href')).toBe(
      '/integralManage/PointMall',
    );
    expect(await screen.findByText('10 元话费充值')).toBeTruthy();
    expect(server.requests.some((r) => r.endpoint === 'integralDetail')).toBe(false);
    await expectNoA11yViolations(container);
  });

  it('says when the good does not exist, with the way back and no retry', async () => {
    server.on('integralDetail', () => ({ code: '1004', msg: '记录不存在：商品 C999' }));
    const { container } = renderDetail('C999');
    expect(await screen.findByText('未找到该商品')).toBeTruthy();
    expect(screen.getByText('记录不存在：商品 C999')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回积分商城' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expectNoA11yViolations(container);
  });
});
