import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest, page } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { order } from '../testing/fixtures';
import { OrderDetailView } from './OrderDetailView';

const server = envelopeServerPerTest();

function renderOrder(orderNo?: string) {
  return renderWithStore(<OrderDetailView />, {
    baseUrl: server.baseUrl,
    path: `/integralManage/integralOrderIntro${orderNo ? `?orderNo=${orderNo}` : ''}`,
    pattern: paths.points.integralOrderIntro,
  });
}

const fieldsOf = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll('.mh-detail-field')].map((f) => [
      f.querySelector('dt')?.textContent,
      f.querySelector('dd')?.textContent,
    ]),
  );

describe('OrderDetailView', () => {
  it('shows the points spent first, the status, the good and where it goes with the mobile masked', async () => {
    server.on('integralOrder', ({ body }) => ({
      data: { ...page([order()], body), pageNum: 1, pageSize: 20 },
    }));
    const { container } = renderOrder('IO202611200001');
    await expectNoA11yViolations(container);
    expect((await screen.findByTestId('order-points')).textContent).toBe('1,200');
    expect(screen.getByTestId('order-status').textContent).toBe('待发货');
    expect(server.requests[0]?.body).toEqual({ orderNo: 'IO202611200001' });
    expect(fieldsOf(container)).toEqual({
      兑换商品: '品牌保温杯',
      兑换数量: '1 件',
      兑换时间: '2026-11-20 10:00:00',
      订单编号: 'IO202611200001',
      收货人: '张三 138****8000',
      收货地址: '上海市 黄浦区 南京东路 100 号',
    });
    expect(container.textContent).not.toContain('13800138000');
    expect(screen.getByRole('link', { name: '查看全部兑换订单' }).getAttribute('href')).toBe(
      '/integralManage/integralOrder',
    );
    await expectNoA11yViolations(container);
  });

  it('leaves the address out for a virtual good', async () => {
    server.on('integralOrder', ({ body }) => ({
      data: {
        ...page([order({ status: '03', statusName: '已完成', address: null })], body),
        pageNum: 1,
        pageSize: 20,
      },
    }));
    const { container } = renderOrder('IO202611200001');
    expect((await screen.findByTestId('order-status')).textContent).toBe('已完成');
    expect(Object.keys(fieldsOf(container))).toEqual(['兑换商品', '兑换数量', '兑换时间', '订单编号']);
  });

  it('says when the order is unknown, linking to the orders without a retry', async () => {
    server.on('integralOrder', () => ({ code: '1004', msg: '记录不存在：订单 IO9' }));
    const { container } = renderOrder('IO9');
    expect(await screen.findByText('未找到该订单')).toBeTruthy();
    expect(screen.getByText('记录不存在：订单 IO9')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看兑换订单' }).getAttribute('href')).toBe(
      '/integralManage/integralOrder',
    );
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('without an order number, says so and offers the newest orders', async () => {
    server.on('integralOrder', ({ body }) => ({
      data: { ...page([order(), order({ orderNo: 'IO2' })], body), pageNum: 1, pageSize: 20 },
    }));
    const { container } = renderOrder();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('未指定订单，请从兑换订单中选择');
    const recent = await screen.findByRole('region', { name: '最近的订单' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/integralManage/integralOrderIntro?orderNo=IO202611200001',
      '/integralManage/integralOrderIntro?orderNo=IO2',
    ]);
    await expectNoA11yViolations(container);
  });
});
