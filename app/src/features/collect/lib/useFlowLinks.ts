import { useMemo } from 'react';
import { isMirrorPath } from '../../../config/paths';
import { useRoutePattern } from '../../../lib/routePattern';
import { flowLinks } from './flow';
import type { FlowLinks } from './flow';

/** The flow's links for the route the screen was opened under (main, or the mini-program mirror). */
export function useFlowLinks(): FlowLinks & { inMirror: boolean } {
  const routed = useRoutePattern();
  const inMirror = routed !== null && isMirrorPath(routed);
  return useMemo(() => ({ ...flowLinks(inMirror), inMirror }), [inMirror]);
}
