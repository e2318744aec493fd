// Where a link inside a message may lead in the app (docs/simulator.md "Message centre"): an address
// of the app without its base ('/integralManage/Home', '/message/detail/MSG00003') that a pattern of
// paths.ts matches. Inside the mini program's mirror it stays there when the screen has a mirror.
// Anything else is no app link: the sanitiser keeps it only for an allow-listed origin.
import { matchPath } from 'react-router-dom';
import { MIRROR_PREFIX } from '../../../config/mirror';
import { paths, toRouterPath } from '../../../config/paths';

const ALL_PATTERNS: readonly string[] = Object.values(paths).flatMap(
  (group) => Object.values(group) as string[],
);
const MIRRORED: ReadonlySet<string> = new Set(Object.values(paths.mirror));
// Printable ASCII without the space or backslash, one leading slash: no scheme, no host, no '//'.
const APP_ADDRESS = /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/;
const MAX_LENGTH = 512;

/**
 * The router path a message's link opens, or null when it is not an address of the app.
 *
 * @example appLinkTarget('/integralManage/Home', false) // '/integralManage/Home'
 * appLinkTarget('https://evil.example/', false) // null
 */
export function appLinkTarget(address: string, inMirror: boolean): string | null {
  if (address.length > MAX_LENGTH || !APP_ADDRESS.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address, 'https://app.invalid');
  } catch {
    return null;
  }
  // What is followed is exactly what was checked: no dot segments or encodings for the parser to fold.
  if (url.origin !== 'https://app.invalid' || `${url.pathname}${url.search}${url.hash}` !== address)
    return null;
  const pattern = ALL_PATTERNS.find((p) => matchPath({ path: toRouterPath(p), end: true }, url.pathname));
  if (!pattern) return null;
  if (!inMirror || pattern.startsWith(`${MIRROR_PREFIX}/`)) return address;
  // A main screen whose mirror has the same pattern opens as the mirror.
  return MIRRORED.has(`${MIRROR_PREFIX}${pattern}`) ? `${MIRROR_PREFIX}${address}` : address;
}
