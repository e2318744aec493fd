// Links between screens stay in the context they were opened in: inside the mini-program
// mirror (/zEraAGeneraMiniProgramWeb/…) a row opens the mirrored detail when docs/product.md §2 lists one.
import { useCallback } from 'react';
import { MIRROR_PREFIX, isMirrorPath } from '../config/mirror';
import { paths } from '../config/paths';
import { useRoutePattern } from './routePattern';

const MIRRORED: ReadonlySet<string> = new Set(Object.values(paths.mirror));

/**
 * Returns `(pattern, url) => url`, prefixing the url when the current screen is a mirror route
 * and `pattern` has a mirror.
 *
 * @example
 * const toScreen = useMirrorHref();
 * toScreen(paths.records.withdrawalDetail, href(paths.records.withdrawalDetail, { uuid }));
 */
export function useMirrorHref(): (pattern: string, url: string) => string {
  const routed = useRoutePattern();
  const inMirror = routed !== null && isMirrorPath(routed);
  return useCallback(
    (pattern: string, url: string) =>
      inMirror && MIRRORED.has(`${MIRROR_PREFIX}${pattern}`) ? `${MIRROR_PREFIX}${url}` : url,
    [inMirror],
  );
}
