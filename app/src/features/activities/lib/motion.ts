// Whether an animation may run now: not for `prefers-reduced-motion: reduce`, not on a hidden page.

/** The merchant asked the system for less motion. */
export const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The page is not on screen (another tab, the host app in front, the screen off). */
export const pageHidden = () => document.visibilityState === 'hidden';
