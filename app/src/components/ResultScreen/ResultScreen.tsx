// The result screen every flow ends on (paid, submitted, failed, waiting): an icon, a title, a
// line of detail and up to two actions.
import type { ReactNode } from 'react';
import { ResultIcon } from './ResultIcon';
import '../QueryState/QueryState.css';
import './ResultScreen.css';

export type ResultStatus = 'success' | 'error' | 'info' | 'waiting' | 'warning';

export interface ResultAction {
  text: string;
  onClick: () => void;
}

export interface ResultScreenProps {
  status: ResultStatus;
  title: string;
  description?: ReactNode;
  /** The main way on (filled button). */
  primary?: ResultAction;
  /** A second way (outline button). */
  secondary?: ResultAction;
  children?: ReactNode;
}

/**
 * @example
 * <ResultScreen status="success" title="支付成功" description="¥99.00"
 *   primary={{ text: '完成', onClick: close }} />
 */
export function ResultScreen({
  status,
  title,
  description,
  primary,
  secondary,
  children,
}: ResultScreenProps) {
  return (
    <section className="mh-result" data-result={status} aria-live="polite">
      <ResultIcon status={status} />
      <h1 className="mh-result-title">{title}</h1>
      {description ? <div className="mh-result-description">{description}</div> : null}
      {children}
      {primary || secondary ? (
        <div className="mh-result-actions">
          {primary ? (
            <button
              type="button"
              className="mh-button mh-button--primary mh-button--block"
              onClick={primary.onClick}
            >
              {primary.text}
            </button>
          ) : null}
          {secondary ? (
            <button type="button" className="mh-button mh-button--block" onClick={secondary.onClick}>
              {secondary.text}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
