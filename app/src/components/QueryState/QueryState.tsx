// The three states every data screen has before its content: loading, error with retry, empty.
// Screens wrap their content in it instead of writing their own branches.
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

export interface QueryStateProps {
  /** True while the first data loads (RTK Query `isLoading`). */
  isLoading: boolean;
  /** The failure, if the last load failed and nothing can be shown. */
  error?: unknown;
  /** Runs the query again (RTK Query `refetch`). */
  onRetry: () => void;
  /** Data arrived but holds nothing to show. */
  isEmpty?: boolean;
  emptyText?: string;
  emptyDescription?: ReactNode;
  skeletonLines?: number;
  children?: ReactNode;
}

/**
 * @example
 * <QueryState {...queryStatus(q)} isEmpty={!q.data}>…</QueryState>
 */
export function QueryState({
  isLoading,
  error,
  onRetry,
  isEmpty,
  emptyText,
  emptyDescription,
  skeletonLines,
  children,
}: QueryStateProps) {
  if (isLoading) return <LoadingState lines={skeletonLines} />;
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState title={emptyText} description={emptyDescription} />;
  return <>{children}</>;
}
