/** The mini-program mirror prefix of docs/product.md §2: the same screens, in mini-program context. */
export const MIRROR_PREFIX = '/zEraAGeneraMiniProgramWeb';

/** The mirror pattern of a main pattern. @example mirrorOf('/gradeRate') // '/zEraAGeneraMiniProgramWeb/gradeRate' */
export function mirrorOf<P extends string>(pattern: P): `${typeof MIRROR_PREFIX}${P}` {
  return `${MIRROR_PREFIX}${pattern}`;
}

/**
 * The mirror pattern a screen registers, from its route's `mirror`: `true` → under MIRROR_PREFIX, a
 * string → that pattern, absent → none. The router and start-up's first-call table read it alike.
 *
 * @example mirrorPatternOf({ pattern: '/gradeRate', mirror: true }) // '/zEraAGeneraMiniProgramWeb/gradeRate'
 */
export function mirrorPatternOf({
  pattern,
  mirror,
}: {
  pattern: string;
  mirror?: boolean | string;
}): string | null {
  if (mirror === true) return mirrorOf(pattern);
  return typeof mirror === 'string' ? mirror : null;
}

/** Whether a router path (basename stripped) is under the mirror prefix. */
export function isMirrorPath(pathname: string): boolean {
  return pathname === MIRROR_PREFIX || pathname.startsWith(`${MIRROR_PREFIX}/`);
}
