// The load-error page of docs/product.md §2/§8: a screen's code failed to load; 重试 loads it again.
import { LOAD_ERROR_TEXT } from './loadErrorText';
import { StatusPage } from './StatusPage';

export interface LoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
}

export function LoadError({ onRetry, retrying = false }: LoadErrorProps) {
  return (
    <StatusPage
      screen="load-error"
      title={LOAD_ERROR_TEXT.title}
      description={LOAD_ERROR_TEXT.description}
      actionText={retrying ? LOAD_ERROR_TEXT.retrying : LOAD_ERROR_TEXT.retry}
      onAction={onRetry}
      busy={retrying}
    />
  );
}
