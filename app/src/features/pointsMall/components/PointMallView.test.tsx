import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { commodity, goods, mallAnswer } from '../testing/fixtures';
import { PointMallView } from './PointMallView';

const server = envelopeServerPerTest();
const mallCalls = () => server.requests.filter((r) => r.endpoint === 'integralMall');

function renderMall(path = '/integralManage/PointMall') {
  return renderWithStore(<PointMallView />, {
    baseUrl: server.baseUrl,
    path,
    pattern: paths.points.pointMall,
  });
}

describe('PointMallView', () => {
  it('shows the balance first, then the goods with their points, market price and stock', async () => {
    server.on('integralMall', ({ body }) => ({ data: mallAnswer(goods, body) }));
    server.hold();
    const { container } = renderMall();
    // The balance's place is on screen from the start, reading '--' until the answer comes.
    expect((await screen.findByTestId('points-balance')).textContent).toBe('--');
    await expectNoA11yViolations(container);
    server.release();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('5,680'));
    const rows = within(await screen.findByRole('list', { name: '积分商品' })).getAllByRole('link');
    expect(rows).toHaveLength(3);
    // The picture's stand-in (the category) is hidden from screen readers; the rest is read in order.
    expect(rows[0]!.textContent).toBe('生活品牌保温杯1,200 积分市场价 ¥59.00库存 120');
    expect(rows[0]!.getAttribute('href')).toBe('/integralManage/CommodityDetails/C001/I001');
    expect(rows[2]!.textContent).toContain('售罄');
    expect(mallCalls()[0]?.body).toEqual({ memberOnly: false, pageNum: 1, pageSize: 8 });
    expect(screen.getByRole('link', { name: '会员专享商品' }).getAttribute('href')).toBe('/vvip');
    expect(screen.getByRole('link', { name: '我的兑换订单' }).getAttribute('href')).toBe(
      '/integralManage/integralOrder',
    );
    await expectNoA11yViolations(container);
  });

  it('asks for one category when its tab is pressed, and says when it holds nothing', async () => {
    server.on('integralMall', ({ body }) => ({
      data: mallAnswer(body.category === '虚拟' ? [] : [commodity()], body),
    }));
    const { container } = renderMall();
    const tabs = await screen.findByRole('group', { name: '商品分类' });
    await screen.findByRole('button', { name: '虚拟' });
    fireEvent.click(within(tabs).getByRole('button', { name: '虚拟' }));
    await waitFor(() =>
      expect(mallCalls().at(-1)?.body).toEqual({
        memberOnly: false,
        category: '虚拟',
        pageNum: 1,
        pageSize: 8,
      }),
    );
    expect(await screen.findByText('“虚拟”分类暂无商品')).toBeTruthy();
    expect(within(tabs).getByRole('button', { name: '虚拟' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(tabs).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false');
    await expectNoA11yViolations(container);
  });

  it('shows the server refusal with a way to retry', async () => {
    server.on('integralMall', () => ({ code: '5001', msg: '系统繁忙，请稍后再试' }));
    const { container } = renderMall();
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    await expectNoA11yViolations(container);
    server.on('integralMall', ({ body }) => ({ data: mallAnswer(goods, body) }));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('纸巾礼盒')).toBeTruthy();
  });
});
