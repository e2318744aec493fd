// The detail screen every area composes: a headline (what and how much), then label/value fields,
// with the loading, error-with-retry and empty states of QueryState in front.
import type { ReactNode } from 'react';
import { formatYuan } from '../../lib/format';
import { QueryState } from '../QueryState/QueryState';
import { DetailFields } from './DetailFields';
import type { DetailField } from './DetailFields';
import '../tone.css';
import './DetailScreen.css';

export interface DetailHeadline {
  /** What it is, e.g. '扫码收款'. */
  title: string;
  /** Yuan; shown '¥' + 2 decimals. */
  amount?: number;
  /** e.g. '交易成功'; `tone` colours it. */
  status?: string;
  tone?: 'success' | 'warning' | 'danger' | 'default';
  /** 'failed': the amount is muted and struck (no money moved); 'refunded': it went back out. */
  outcome?: 'done' | 'failed' | 'refunded';
}

export interface DetailScreenProps {
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  /** Nothing to show (e.g. no withdrawal yet); `emptyText` says so. */
  isEmpty?: boolean;
  emptyText?: string;
  emptyDescription?: ReactNode;
  headline?: DetailHeadline;
  fields: readonly DetailField[];
  /** Between the headline and the fields: how far the thing has come (e.g. a Timeline). */
  progress?: ReactNode;
  /** Actions under the fields. */
  footer?: ReactNode;
}

/**
 * @example
 * <DetailScreen {...queryStatus(q)}
 *   headline={{ title: '扫码收款', amount: 12.5, status: '交易成功' }}
 *   fields={[{ label: '卡号', value: d.cardNo, format: 'card' }]} />
 */
export function DetailScreen({
  isLoading,
  error,
  onRetry,
  isEmpty,
  emptyText,
  emptyDescription,
  headline,
  fields,
  progress,
  footer,
}: DetailScreenProps) {
  return (
    <QueryState
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      isEmpty={isEmpty}
      emptyText={emptyText}
      emptyDescription={emptyDescription}
    >
      <article className="mh-detail">
        {headline ? (
          <header className="mh-detail-headline">
            <h1 className="mh-detail-title">{headline.title}</h1>
            {headline.amount !== undefined ? (
              <p className="mh-detail-amount" data-outcome={headline.outcome ?? 'done'}>
                {formatYuan(headline.amount)}
              </p>
            ) : null}
            {headline.status ? (
              <p className="mh-detail-status" data-tone={headline.tone ?? 'default'}>
                {headline.status}
              </p>
            ) : null}
          </header>
        ) : null}
        {progress}
        <DetailFields fields={fields} />
        {footer ? <footer className="mh-detail-footer">{footer}</footer> : null}
      </article>
    </QueryState>
  );
}

export type { DetailField };
