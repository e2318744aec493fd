import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QueryState } from './QueryState';

const meta: Meta<typeof QueryState> = {
  title: 'Feedback/QueryState',
  component: QueryState,
  args: { isLoading: false, onRetry: () => undefined, children: <p style={{ padding: 16 }}>内容</p> },
};
export default meta;
type Story = StoryObj<typeof QueryState>;

export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { isEmpty: true } };
export const EmptyWithText: Story = {
  args: { isEmpty: true, emptyText: '暂无储蓄账单', emptyDescription: '本年度还没有节省记录' },
};
export const ServerError: Story = { args: { error: { kind: 'business', message: '账单服务繁忙' } } };
export const NetworkError: Story = {
  args: { error: { kind: 'network', message: '网络连接异常,请检查网络设置！' } },
};

/** 重试 reloads: loading for a moment, then the content. */
function RetryDemo() {
  const [state, setState] = useState<'error' | 'loading' | 'done'>('error');
  const retry = () => {
    setState('loading');
    setTimeout(() => setState('done'), 800);
  };
  return (
    <QueryState
      isLoading={state === 'loading'}
      error={
        state === 'error' ? { kind: 'http', message: '服务暂时不可用，请稍后重试（错误码 500）' } : undefined
      }
      onRetry={retry}
    >
      <p style={{ padding: 16 }}>重试成功</p>
    </QueryState>
  );
}
export const ErrorWithRetry: Story = { render: () => <RetryDemo /> };
