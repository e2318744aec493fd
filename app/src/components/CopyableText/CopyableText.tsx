// A text the merchant copies (an order number): the text and a 复制 button beside it.
import { useRef } from 'react';
import { showToast } from '../../lib/ui/toast';
import '../QueryState/QueryState.css';
import './CopyableText.css';

export const COPIED_TEXT = '已复制';
/** When nothing could write the clipboard: the text is selected for the system's own copy. */
export const SELECTED_TEXT = '已选中，请长按复制';

export interface CopyableTextProps {
  text: string;
  /** What the text is, for the button's name ('订单号' → '复制订单号'). */
  label?: string;
  className?: string;
}

/** Puts `text` on the clipboard; false when the page may not (no Clipboard API, or refused). */
async function writeClipboard(text: string): Promise<boolean> {
  // The Clipboard API needs a secure context, which an old WebView on http does not give.
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects the node's text and asks the old copy command; false when it did not copy. */
function selectAndCopy(node: HTMLElement): boolean {
  const selection = window.getSelection();
  if (!selection) return false;
  selection.selectAllChildren(node);
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * @example
 * <CopyableText text={fee.orderNo} label="订单号" />
 */
export function CopyableText({ text, label, className }: CopyableTextProps) {
  const textRef = useRef<HTMLSpanElement>(null);
  const copy = async () => {
    const copied = (await writeClipboard(text)) || (textRef.current ? selectAndCopy(textRef.current) : false);
    showToast(copied ? COPIED_TEXT : SELECTED_TEXT);
  };
  return (
    <span className={className ? `mh-copyable ${className}` : 'mh-copyable'}>
      <span ref={textRef} className="mh-copyable-text">
        {text}
      </span>
      <button
        type="button"
        className="mh-button mh-button--link mh-copyable-button"
        aria-label={label ? `复制${label}` : undefined}
        onClick={() => void copy()}
      >
        复制
      </button>
    </span>
  );
}
