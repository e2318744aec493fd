import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { DetailScreen } from './DetailScreen';

const CARD = '6222021234567890123';

describe('DetailScreen', () => {
  it('masks card numbers, formats amounts and leaves out empty fields', async () => {
    const { container } = render(
      <DetailScreen
        isLoading={false}
        onRetry={() => undefined}
        headline={{ title: '刷卡消费', amount: 1234.5, status: '交易成功', tone: 'success' }}
        fields={[
          { label: '银行卡号', value: CARD, format: 'card' },
          { label: '手续费', value: 0.6, format: 'amount' },
          { label: '退款金额', value: -12, format: 'amount' },
          { label: '失败原因', value: undefined },
          { label: '订单号', value: 'O000001' },
        ]}
      />,
    );
    await expectNoA11yViolations(container);

    expect(container.textContent).not.toContain(CARD);
    const card = screen.getByText('银行卡号').nextElementSibling?.textContent ?? '';
    expect(card).toBe('6222 0*** **** ***0 123');
    expect(card.replace(/[*\s]/g, '').length).toBeLessThanOrEqual(10);
    expect(screen.getByText('¥1,234.50')).toBeTruthy();
    expect(screen.getByText('¥0.60')).toBeTruthy();
    expect(screen.getByText('-¥12.00')).toBeTruthy();
    expect(screen.queryByText('失败原因')).toBeNull();
    expect(screen.getByRole('heading', { name: '刷卡消费' })).toBeTruthy();
  });

  it('masks an already masked number without revealing more', async () => {
    const { container } = render(
      <DetailScreen
        isLoading={false}
        onRetry={() => undefined}
        fields={[{ label: '卡号', value: '622202*********0123', format: 'card' }]}
      />,
    );
    await expectNoA11yViolations(container);
    const shown = screen.getByText('卡号').nextElementSibling?.textContent ?? '';
    expect(shown.replace(/[*\s]/g, '')).toMatch(/^\d{0,6}\d{4}$/);
    expect(shown.replace(/\s/g, '').endsWith('0123')).toBe(true);
  });

  it('shows loading, then error with a working 重试, then empty', async () => {
    const onRetry = vi.fn();
    const { container, rerender } = render(<DetailScreen isLoading onRetry={onRetry} fields={[]} />);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('status', { busy: true }).textContent).toContain('加载中');

    rerender(
      <DetailScreen
        isLoading={false}
        error={{ kind: 'business', message: '交易不存在', code: '404' }}
        onRetry={onRetry}
        fields={[]}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('交易不存在');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <DetailScreen isLoading={false} isEmpty emptyText="暂无提现记录" onRetry={onRetry} fields={[]} />,
    );
    expect(screen.getByText('暂无提现记录')).toBeTruthy();
  });
});
