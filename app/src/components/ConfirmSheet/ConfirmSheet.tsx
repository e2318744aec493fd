// The one confirmation of spending money or points (docs/design.md "UI rules": confirmed once, in a
// sheet that shows what will be spent): a modal bottom sheet with the title, the rows of what is
// spent and what remains, 取消 and the primary confirm. Its own small component rather than
// antd-mobile's Popup, which the app does not load on the screens that spend.
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { pageScrollLock } from '../../lib/ui/scrollLock';
import '../QueryState/QueryState.css';
import './ConfirmSheet.css';

export interface ConfirmSheetRow {
  label: string;
  value: ReactNode;
  /** e.g. 'confirm-spend', for tests and e2e to read the value alone. */
  testId?: string;
}

export interface ConfirmSheetProps {
  open: boolean;
  title: string;
  /** What will be spent and what remains, in that order. */
  rows: readonly ConfirmSheetRow[];
  /** What it is spent on (the goods, the payee), above the rows. */
  children?: ReactNode;
  confirmText: string;
  /** The confirm's text while in flight. */
  busyText?: string;
  /** In flight: the confirm is off (a second tap sends nothing) and the sheet stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ConfirmSheet({
  open,
  title,
  rows,
  children,
  confirmText,
  busyText,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);

  // Focus moves into the sheet while it is open and back to where it was when it closes.
  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement as HTMLElement | null;
    const release = pageScrollLock.lock();
    sheet.current?.focus();
    return () => {
      release();
      if (before?.isConnected) before.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !sheet.current) return;
    // Tab stays inside the modal.
    const controls = [...sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === sheet.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="mh-sheet-layer">
      <div className="mh-sheet-mask" aria-hidden="true" onClick={busy ? undefined : onCancel} />
      <div
        ref={sheet}
        className="mh-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="mh-sheet-title">
          {title}
        </h2>
        {children ? <div className="mh-sheet-subject">{children}</div> : null}
        <dl className="mh-sheet-rows">
          {rows.map((row) => (
            <div key={row.label} className="mh-sheet-row">
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mh-sheet-actions">
          <button type="button" className="mh-button mh-button--block" disabled={busy} onClick={onCancel}>
            取消
          </button>
          <button
            type="button"
            className="mh-button mh-button--primary mh-button--block"
            disabled={busy}
            onClick={onConfirm}
          >
            {busy && busyText ? busyText : confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
