// Renders a component the way the app does: a real store whose api talks to a real gateway at
// `baseUrl` (a simulator or a test server on port 0), a host context, and a memory router.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom';
import { createGateway, detectClient } from '@merchant-h5/sdk';
import type { Gateway, GatewayOptions } from '@merchant-h5/sdk';
import { createAppStore } from '../app/store';
import type { AppStore } from '../app/store';
import { devKeys } from '../config/keys';
import { toRouterPath } from '../config/href';
import { HostContext } from '../lib/host/HostContext';
import type { HostContextValue } from '../lib/host/HostContext';
import { RoutePatternContext } from '../lib/routePattern';

export interface RenderWithStoreOptions {
  /** The gateway's `{host}`, e.g. `http://127.0.0.1:${port}/gateway`. */
  baseUrl?: string;
  /** Extra gateway options (headerStrategy, onUnauthorized, cipherMode…). */
  gateway?: Partial<GatewayOptions>;
  /** The address the memory router starts at. */
  path?: string;
  /** The navigation state it was opened with (e.g. a pay tap's `PAY_TAPPED`). */
  state?: unknown;
  /** The route pattern the component is mounted under (so useParams works), e.g. paths.records.transactionDetail. */
  pattern?: string;
  /** Override parts of the host context (default: a plain browser). */
  host?: Partial<HostContextValue>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export interface RenderWithStoreResult extends RenderResult {
  store: AppStore;
  gateway: Gateway;
  router: ReturnType<typeof createMemoryRouter>;
}

export function browserHost(overrides: Partial<HostContextValue> = {}): HostContextValue {
  return {
    client: detectClient({ userAgent: navigator.userAgent, search: '' }),
    accessContext: 'officialAccount',
    native: null,
    miniProgram: null,
    officialAccount: null,
    environment: 'mock',
    channel: null,
    ...overrides,
  };
}

export function renderWithStore(
  ui: ReactElement,
  options: RenderWithStoreOptions = {},
): RenderWithStoreResult {
  const gateway = createGateway({
    baseUrl: options.baseUrl ?? 'http://127.0.0.1:9/gateway',
    environment: 'mock',
    publicKey: devKeys.publicKey,
    cipherMode: 'plain',
    ...options.gateway,
  });
  const store = createAppStore({ gateway, storage: options.storage ?? memoryStorage() });
  const pattern = options.pattern ?? null;
  const router = createMemoryRouter(
    [
      {
        path: pattern ? toRouterPath(pattern) : '*',
        element: <RoutePatternContext.Provider value={pattern}>{ui}</RoutePatternContext.Provider>,
      },
      // Where a link out of the screen under test lands (not the router's 404 boundary).
      ...(pattern ? [{ path: '*', element: <p data-testid="elsewhere">elsewhere</p> }] : []),
    ],
    { initialEntries: [{ ...parsePath(options.path ?? '/'), state: options.state }] },
  );
  const result = render(
    <Provider store={store}>
      <HostContext.Provider value={browserHost(options.host)}>
        <RouterProvider router={router} />
      </HostContext.Provider>
    </Provider>,
  );
  return { ...result, store, gateway, router };
}

/** A Storage-like map, so tests never share localStorage drafts. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
