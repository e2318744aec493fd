// The screen-loading spinner of docs/product.md §2: three groups of four dots, animated in CSS only.
import './Spinner.css';

export interface SpinnerProps {
  /** Cover the page (screen loading) or sit inline. */
  fullScreen?: boolean;
}

export function Spinner({ fullScreen = true }: SpinnerProps) {
  return (
    <div
      data-screen="loading"
      role="status"
      aria-label="加载中"
      className={fullScreen ? 'mh-spinner mh-spinner--full' : 'mh-spinner'}
    >
      {[0, 1, 2].map((group) => (
        <span key={group} className="mh-spinner__group" aria-hidden="true">
          {[0, 1, 2, 3].map((dot) => (
            <span key={dot} className="mh-spinner__dot" />
          ))}
        </span>
      ))}
    </div>
  );
}
