import { canRetry, errorMessage, isNetworkFailure } from './errorMessage';
import { StateIcon } from './StateIcon';
import './QueryState.css';

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed load: the ApiError's message and a 重试 button that runs the query again (none after a 401). */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  return (
    <div className="mh-query-state" role="alert" data-state="error">
      <StateIcon kind={isNetworkFailure(error) ? 'offline' : 'error'} />
      <p className="mh-query-title">{errorMessage(error)}</p>
      {canRetry(error) ? (
        <button type="button" className="mh-button" onClick={onRetry}>
          重试
        </button>
      ) : null}
    </div>
  );
}
