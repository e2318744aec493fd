// The 750 px design width layout of docs/product.md §9: 1 rem = 100 design pixels.

// The design width in px: 1 rem is 100 design px.
const DESIGN_WIDTH = 750;

/**
 * Root font size in px for a viewport width: 100 × width / 750.
 *
 * @example
 * ```ts
 * remRootFontSize(375); // 50
 * ```
 */
export function remRootFontSize(width: number): number {
  return (100 * width) / DESIGN_WIDTH;
}

/** The parts of `document` {@link applyRemLayout} touches. */
export interface RemDocument {
  documentElement: { clientWidth: number; style: { fontSize: string } };
  defaultView?: {
    addEventListener(type: 'resize' | 'orientationchange', listener: () => void): void;
    removeEventListener(type: 'resize' | 'orientationchange', listener: () => void): void;
  } | null;
}

/**
 * Sets the root font size from the current width and again on every resize or orientation
 * change. `maxWidth` caps the width used (a desktop harness should not get 256 px text).
 * Returns the function that stops listening.
 *
 * @example
 * ```ts
 * const stop = applyRemLayout(document, { maxWidth: 540 });
 * ```
 */
export function applyRemLayout(doc: RemDocument, options: { maxWidth?: number } = {}): () => void {
  const apply = () => {
    const width = Math.min(doc.documentElement.clientWidth, options.maxWidth ?? Number.POSITIVE_INFINITY);
    doc.documentElement.style.fontSize = `${remRootFontSize(width)}px`;
  };
  apply();
  const view = doc.defaultView;
  view?.addEventListener('resize', apply);
  view?.addEventListener('orientationchange', apply);
  return () => {
    view?.removeEventListener('resize', apply);
    view?.removeEventListener('orientationchange', apply);
  };
}
