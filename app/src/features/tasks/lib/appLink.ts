// The server names what to do next and where a reward went as route patterns of the app (the
// contract of docs/simulator.md "Task centre"): only a pattern of paths.ts without parameters is
// followed, so an unknown or old one shows no link rather than a dead one.
import { href, paths } from '../../../config/paths';
import type { FixedPattern } from '../../../config/paths';

const FIXED = new Set<string>(
  Object.values(paths)
    .flatMap((group) => Object.values(group) as string[])
    .filter((pattern) => !pattern.includes('{')),
);

/** The address of `route` when it is a parameterless pattern of the app, else null. */
export function appLink(route: string): string | null {
  return FIXED.has(route) ? href(route as FixedPattern) : null;
}
