import { useEffect } from 'react';
import { useOptionalHost } from './host/useHost';

/** Sets document.title and, in a host app, the native title bar (bridge setTitle). */
export function useScreenTitle(title: string | undefined): void {
  const native = useOptionalHost()?.native ?? null;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    // A host that does not answer must not break the screen: the title is cosmetic.
    void native?.setTitle(title).catch(() => undefined);
  }, [title, native]);
}
