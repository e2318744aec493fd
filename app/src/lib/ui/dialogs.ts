// Modal dialogs with the buttons of docs/product.md §9 (确定 / 取消). Each locks page scroll until it
// closes.
import type { ReactNode } from 'react';
import { loadAntdFeedback } from './antdFeedback';
import { pageScrollLock } from './scrollLock';
import type { ScrollLock } from './scrollLock';
import { CANCEL_TEXT, CONFIRM_TEXT } from './texts';

export interface DialogOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** The dialog's accessible name; default: the title when it is text, else '提示'. */
  label?: string;
  /** Which lock to take; tests hand in their own. */
  scrollLock?: ScrollLock;
}

const nameOf = ({ label, title }: DialogOptions) => label ?? (typeof title === 'string' ? title : '提示');

/** One button, 确定; resolves when it is pressed. */
export async function alertDialog(options: DialogOptions): Promise<void> {
  const { title, content, confirmText = CONFIRM_TEXT, scrollLock = pageScrollLock } = options;
  const release = scrollLock.lock();
  try {
    const { Dialog } = await loadAntdFeedback();
    await Dialog.alert({ title, content, confirmText, 'aria-label': nameOf(options) });
  } finally {
    release();
  }
}

/** 确定 and 取消; resolves true for 确定. */
export async function confirmDialog(options: DialogOptions): Promise<boolean> {
  const {
    title,
    content,
    confirmText = CONFIRM_TEXT,
    cancelText = CANCEL_TEXT,
    scrollLock = pageScrollLock,
  } = options;
  const release = scrollLock.lock();
  try {
    const { Dialog } = await loadAntdFeedback();
    return await Dialog.confirm({ title, content, confirmText, cancelText, 'aria-label': nameOf(options) });
  } finally {
    release();
  }
}

/** Closes every open dialog (their promises settle as if dismissed). */
export function closeAllDialogs(): void {
  void loadAntdFeedback().then(({ Dialog }) => Dialog.clear());
}
