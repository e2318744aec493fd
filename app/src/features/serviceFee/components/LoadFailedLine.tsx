// A secondary part of a screen that failed to load: one line saying which, with 重试 — the rest
// of the screen stays usable (the main data has its own error state).
export function LoadFailedLine({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className="mh-fee-section mh-fee-load-failed">
      <span>{what}加载失败</span>
      <button type="button" className="mh-button mh-button--link" onClick={onRetry}>
        重试
      </button>
    </p>
  );
}
