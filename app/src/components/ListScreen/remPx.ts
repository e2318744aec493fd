// Row heights are written in design pixels of the 750-px layout (docs/product.md §9); the virtualizer
// needs CSS pixels, which follow the root font size the shell sets before first paint.
const DESIGN_REM = 100;
/** Root font size of a 375-px-wide phone, used when none is set (tests, stories). */
const FALLBACK_ROOT_PX = 50;

/** CSS pixels of `designPx` at the current root font size. */
export function designPxToCss(designPx: number, doc: Document = document): number {
  const root = Number.parseFloat(doc.documentElement.style.fontSize);
  return (designPx / DESIGN_REM) * (root > 0 ? root : FALLBACK_ROOT_PX);
}
