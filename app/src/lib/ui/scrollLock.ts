// Modal dialogs lock page scroll while open and release it on close (docs/product.md §4). Counted, so two
// dialogs open at once release the page only when the last one closes.

export interface ScrollLock {
  /** Locks the page; the returned function releases this lock (calling it twice is harmless). */
  lock(): () => void;
  readonly locked: boolean;
}

export function createScrollLock(doc: Document = document): ScrollLock {
  let count = 0;
  let saved = '';
  return {
    lock() {
      if (count++ === 0) {
        saved = doc.body.style.overflow;
        doc.body.style.overflow = 'hidden';
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--count === 0) doc.body.style.overflow = saved;
      };
    },
    get locked() {
      return count > 0;
    },
  };
}

/** The page's own lock, shared by every dialog helper. */
export const pageScrollLock = createScrollLock();
