import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { HostContext } from '../lib/host/HostContext';
import type { HostContextValue } from '../lib/host/HostContext';
import type { AppStore } from './store';

export function AppProviders({
  store,
  host,
  children,
}: {
  store: AppStore;
  host: HostContextValue;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <HostContext.Provider value={host}>{children}</HostContext.Provider>
    </Provider>
  );
}
