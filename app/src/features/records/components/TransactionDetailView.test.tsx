import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { renderWithStore } from '../../../testing/renderWithStore';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { transactionDetail } from '../testing/fixtures';
import { TransactionDetailView } from './TransactionDetailView';

const server = envelopeServerPerTest();

describe('TransactionDetailView', () => {
  it('asks for the route’s trade and shows every field, the card number masked', async () => {
    // Even a server that sends the full number must not get it on screen.
    server.on('transactionRecordTradeDetail', () => ({ data: transactionDetail() }));
    const { container } = renderWithStore(
      <TransactionDetailView uuid="T000001" tranDt="20261120" type="01" />,
      {
        baseUrl: server.baseUrl,
        path: '/transaction/detail/T000001/20261120/01',
        pattern: paths.records.transactionDetail,
      },
    );
    await screen.findByRole('heading', { name: '刷卡消费' });
    await expectNoA11yViolations(container);

    expect(server.requests[0]?.body).toEqual({ uuid: 'T000001', tranDt: '20261120', type: '01' });
    expect(container.textContent).not.toContain('6222021234567890123');
    expect(screen.getByText('银行卡号').nextElementSibling?.textContent).toBe('6222 0*** **** ***0 123');
    for (const label of [
      '交易金额',
      '手续费',
      '结算金额',
      '支付方式',
      '发卡银行',
      '交易时间',
      '订单号',
      '交易流水号',
      '商户名称',
      '商户编号',
      '终端编号',
    ]) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText('2026-11-20 10:30:05')).toBeTruthy();
    expect(screen.getByText('¥100.40')).toBeTruthy();
    expect(screen.getByText('交易成功')).toBeTruthy();
  });

  it('shows a refund negative and a failed trade struck, without a settlement', async () => {
    server.on('transactionRecordTradeDetail', ({ body }) => ({
      data:
        body.uuid === 'R1'
          ? transactionDetail({ uuid: 'R1', amount: 2000, tradeType: '04', tradeTypeName: '退货' })
          : transactionDetail({ uuid: 'F1', amount: 2000, status: '01', statusName: '交易失败' }),
    }));
    const refund = renderWithStore(<TransactionDetailView uuid="R1" tranDt="20261120" />, {
      baseUrl: server.baseUrl,
    });
    await screen.findByRole('heading', { name: '退货' });
    await expectNoA11yViolations(refund.container);
    const refundAmount = refund.container.querySelector('.mh-detail-amount');
    expect(refundAmount?.textContent).toBe('-¥2,000.00');
    expect(refundAmount?.getAttribute('data-outcome')).toBe('refunded');
    expect(screen.getByText('交易金额').nextElementSibling?.textContent).toBe('-¥2,000.00');
    refund.unmount();

    const failed = renderWithStore(<TransactionDetailView uuid="F1" tranDt="20261120" />, {
      baseUrl: server.baseUrl,
    });
    await screen.findByText('交易失败');
    await expectNoA11yViolations(failed.container);
    const failedAmount = failed.container.querySelector('.mh-detail-amount');
    expect(failedAmount?.textContent).toBe('¥2,000.00');
    expect(failedAmount?.getAttribute('data-outcome')).toBe('failed');
    expect(screen.getByText('交易失败').getAttribute('data-tone')).toBe('danger');
    expect(screen.queryByText('结算金额')).toBeNull();
  });

  it('a failed payment says why; a refund links its original payment, inside the mirror too', async () => {
    server.on('transactionRecordTradeDetail', ({ body }) => ({
      data:
        body.uuid === 'R2'
          ? transactionDetail({
              uuid: 'R2',
              amount: -50,
              tradeType: '04',
              tradeTypeName: '退货',
              origUuid: 'T20261118000042',
              origTranDt: '20261118',
            })
          : transactionDetail({ uuid: 'F2', status: '01', statusName: '交易失败', failReason: '余额不足' }),
    }));
    const failed = renderWithStore(<TransactionDetailView uuid="F2" tranDt="20261120" />, {
      baseUrl: server.baseUrl,
    });
    await screen.findByText('余额不足');
    await expectNoA11yViolations(failed.container);
    expect(screen.getByText('失败原因').nextElementSibling?.textContent).toBe('余额不足');
    expect(screen.queryByRole('link', { name: '查看原交易' })).toBeNull();
    failed.unmount();

    const refund = renderWithStore(<TransactionDetailView uuid="R2" tranDt="20261120" />, {
      baseUrl: server.baseUrl,
      path: '/zEraAGeneraMiniProgramWeb/transaction/detail/R2/20261120',
      pattern: paths.mirror.transactionDetail,
    });
    const link = await screen.findByRole('link', { name: '查看原交易' });
    await expectNoA11yViolations(refund.container);
    expect(link.getAttribute('href')).toBe(
      '/zEraAGeneraMiniProgramWeb/transaction/detail/T20261118000042/20261118',
    );
    expect(screen.queryByText('失败原因')).toBeNull();
  });

  it('shows the server’s message when the trade is unknown, and the empty state without a uuid', async () => {
    server.on('transactionRecordTradeDetail', () => ({ code: '404', msg: '交易 T404 不存在' }));
    const { container, unmount } = renderWithStore(<TransactionDetailView uuid="T404" tranDt="20261120" />, {
      baseUrl: server.baseUrl,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('交易 T404 不存在');
    await expectNoA11yViolations(container);
    unmount();

    renderWithStore(<TransactionDetailView />, { baseUrl: server.baseUrl });
    expect(screen.getByText('未找到该笔交易')).toBeTruthy();
    expect(server.requests).toHaveLength(1);
  });
});
