import { createContext } from 'react';
import { createNetworkStatus } from './networkStatus';
import type { NetworkStatus } from './networkStatus';

let pageStatus: NetworkStatus | undefined;
/** The page's network status, created on first use. */
export function pageNetworkStatus(): NetworkStatus {
  pageStatus ??= createNetworkStatus(window);
  return pageStatus;
}

/** null → the page's own status (tests provide their own). */
export const NetworkStatusContext = createContext<NetworkStatus | null>(null);
