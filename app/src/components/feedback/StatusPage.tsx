// The layout the shell's status pages share: a message and one action.
import type { ReactNode } from 'react';
import './StatusPage.css';

export interface StatusPageProps {
  screen: string;
  title: string;
  description?: ReactNode;
  actionText: string;
  onAction: () => void;
  busy?: boolean;
}

export function StatusPage({
  screen,
  title,
  description,
  actionText,
  onAction,
  busy = false,
}: StatusPageProps) {
  return (
    <main data-screen={screen} className="mh-status-page">
      <h1 className="mh-status-page__title">{title}</h1>
      {description ? <p className="mh-status-page__description">{description}</p> : null}
      <button
        type="button"
        className="mh-status-page__action"
        onClick={onAction}
        disabled={busy}
        aria-busy={busy}
      >
        {actionText}
      </button>
    </main>
  );
}
