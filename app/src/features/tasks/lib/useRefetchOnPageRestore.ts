// A page restored from the back-forward cache runs no effect again, so a query that refetches on
// mount would show what the merchant saw before leaving: `pageshow` with `persisted` says it came
// back, and the data is read again.
import { useEffect } from 'react';

export function useRefetchOnPageRestore(refetch: () => unknown): void {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [refetch]);
}
