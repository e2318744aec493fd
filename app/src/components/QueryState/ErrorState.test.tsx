import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { ListFooter } from '../ListScreen/ListFooter';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('offers 重试 for a failure a retry can fix', async () => {
    const { container } = render(
      <ErrorState
        error={{ kind: 'http', message: '服务暂时不可用，请稍后重试（错误码 500）' }}
        onRetry={vi.fn()}
      />,
    );
    await expectNoA11yViolations(container);
    expect(screen.getByRole('alert').textContent).toContain('服务暂时不可用');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('after a 401 says why and leaves no 重试 behind the login alert, here and in a list footer', async () => {
    const error = { kind: 'unauthorized', message: '登录已失效，请重新登录' };
    const { container } = render(
      <>
        <ErrorState error={error} onRetry={vi.fn()} />
        <ListFooter hasMore isFetchingMore={false} error={error} onLoadMore={vi.fn()} />
      </>,
    );
    await expectNoA11yViolations(container);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '登录已失效，请重新登录',
      '登录已失效，请重新登录',
    ]);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
