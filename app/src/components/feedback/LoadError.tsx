// The load-error page of docs/product.md §2/§8: a screen's code failed to load; 重试 loads it again.
import { StatusPage } from './StatusPage';

export interface LoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
}

export function LoadError({ onRetry, retrying = false }: LoadErrorProps) {
  return (
    <StatusPage
      screen="load-error"
      title="页面加载失败"
      description="网络不稳定或版本已更新，请重试"
      actionText={retrying ? '加载中…' : '重试'}
      onAction={onRetry}
      busy={retrying}
    />
  );
}
