/** The mini-program mirror prefix of docs/product.md §2: the same screens, in mini-program context. */
export const MIRROR_PREFIX = '/zEraAGeneraMiniProgramWeb';

/** The mirror pattern of a main pattern. @example mirrorOf('/gradeRate') // '/zEraAGeneraMiniProgramWeb/gradeRate' */
export function mirrorOf<P extends string>(pattern: P): `${typeof MIRROR_PREFIX}${P}` {
  return `${MIRROR_PREFIX}${pattern}`;
}

/** Whether a router path (basename stripped) is under the mirror prefix. */
export function isMirrorPath(pathname: string): boolean {
  return pathname === MIRROR_PREFIX || pathname.startsWith(`${MIRROR_PREFIX}/`);
}
