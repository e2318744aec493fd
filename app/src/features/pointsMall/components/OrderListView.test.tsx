import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest, page } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { order } from '../testing/fixtures';
import { OrderListView } from './OrderListView';

const server = envelopeServerPerTest();
const orderCalls = () => server.requests.filter((r) => r.endpoint === 'integralOrder');

function renderOrders() {
  return renderWithStore(<OrderListView />, {
    baseUrl: server.baseUrl,
    path: '/integralManage/integralOrder',
    pattern: paths.points.integralOrder,
  });
}

const orders = [
  order(),
  order({
    orderNo: 'IO2',
    commodityName: '免费提现券',
    points: 600,
    count: 2,
    status: '03',
    statusName: '已完成',
    address: null,
  }),
];

describe('OrderListView', () => {
  it('lists the orders, each opening its detail, and filters by status', async () => {
    server.on('integralOrder', ({ body }) => ({
      data: {
        ...page(
          orders.filter((o) => !body.status || o.status === body.status),
          body,
        ),
        pageNum: 1,
        pageSize: 20,
      },
    }));
    const { container } = renderOrders();
    await expectNoA11yViolations(container);
    const list = await screen.findByRole('list', { name: '兑换订单' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual([
      '品牌保温杯 ×11,200 积分2026-11-20 10:00:00待发货',
      '免费提现券 ×2600 积分2026-11-20 10:00:00已完成',
    ]);
    expect(rows[1]!.getAttribute('href')).toBe('/integralManage/integralOrderIntro?orderNo=IO2');
    expect(orderCalls()[0]?.body).toEqual({ pageNum: 1, pageSize: 20 });
    await expectNoA11yViolations(container);

    fireEvent.click(screen.getByRole('button', { name: '已完成' }));
    await waitFor(() =>
      expect(orderCalls().at(-1)?.body).toEqual({ status: '03', pageNum: 1, pageSize: 20 }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '兑换订单' })).getAllByRole('link')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: '已完成' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there is no order yet, with the way to the mall', async () => {
    server.on('integralOrder', ({ body }) => ({ data: { ...page([], body), pageNum: 1, pageSize: 20 } }));
    const { container } = renderOrders();
    expect(await screen.findByText('还没有兑换订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去积分商城兑换好礼' }).getAttribute('href')).toBe(
      '/integralManage/PointMall',
    );
    await expectNoA11yViolations(container);
  });
});
