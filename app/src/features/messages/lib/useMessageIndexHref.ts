// The way back to the message centre, inside the mini program's mirror when the screen is there
// (the mirror's index has no {client?}, so useMirrorHref, which keeps one pattern, cannot map it).
import { isMirrorPath } from '../../../config/mirror';
import { href, paths } from '../../../config/paths';
import { useRoutePattern } from '../../../lib/routePattern';

export function useInMirror(): boolean {
  const routed = useRoutePattern();
  return routed !== null && isMirrorPath(routed);
}

export function useMessageIndexHref(): string {
  return useInMirror() ? href(paths.mirror.messageIndex) : href(paths.messages.index);
}
