import { useContext } from 'react';
import { HostContext } from './HostContext';
import type { HostContextValue } from './HostContext';

export class MissingHostProviderError extends Error {
  override name = 'MissingHostProviderError';
  constructor() {
    super('useHost() needs <HostContext.Provider> (app/providers.tsx or testing/renderWithStore)');
  }
}

/** Client environment, access context, native API (or null) and environment name. */
export function useHost(): HostContextValue {
  const host = useContext(HostContext);
  if (!host) throw new MissingHostProviderError();
  return host;
}

/** Same as useHost, but null when no provider is mounted (shared components that work anywhere). */
export function useOptionalHost(): HostContextValue | null {
  return useContext(HostContext);
}
