// Leaving for WeChat's authorize step (snsapi_base: WeChat asks nothing and comes straight back to
// `returnTo` with a code). Each call makes a new random state for this tab; the return must name it
// (useAuthorizeReturn).
import { useCallback } from 'react';
import { useHref } from 'react-router-dom';
import { authorizeOrigin, officialAccountConfig } from '../../../config/officialAccount';
import { useHost } from '../../../lib/host/useHost';
import { newAuthorizeState } from '../lib/authorizeState';
import { authorizeUrl } from '../lib/authorizeUrl';

/** How the page leaves for WeChat; `location.assign` (tests hand in a recorder). */
export type Leave = (address: string) => void;

export const assignLocation: Leave = (address) => window.location.assign(address);

/** @param returnTo the app's address WeChat sends the code back to, e.g. href(paths.officialAccount.auth) */
export function useAuthorize(returnTo: string, leave: Leave = assignLocation): () => void {
  const { environment } = useHost();
  const returnPath = useHref(returnTo);
  return useCallback(() => {
    const { origin } = window.location;
    leave(
      authorizeUrl({
        origin: authorizeOrigin(officialAccountConfig, environment, origin),
        appId: officialAccountConfig.appId,
        redirectUri: new URL(returnPath, origin).href,
        state: newAuthorizeState(),
      }),
    );
  }, [environment, leave, returnPath]);
}
