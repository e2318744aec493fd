// Start-up, in order: the host (once), the gateway with the 401
// gate, the store, the router (which starts the screen's data request and code), first render, with
// the main thread given back between them (yieldToMain).
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createGateway } from '@merchant-h5/sdk';
import { buildConfig, gatewayHost } from '../../config/build';
import type { BuildConfig } from '../../config/build';
import { requestFinished } from '../../lib/state/globalSlice';
import { loadAntdFeedback } from '../../lib/ui/antdFeedback';
import { alertDialog } from '../../lib/ui/dialogs';
import { toaster } from '../../lib/ui/toast';
import { appRoutes } from '../areas';

export const GATEWAY_TIMEOUT_MS = 10_000;
import IndexScreen from '../IndexScreen';
import { AppProviders } from '../providers';
import { buildRoutes } from '../router/buildRoutes';
import { createAppStore } from '../store';
import type { AppStore } from '../store';
import { detectHost } from './detectHost';
import type { HostWindow } from './detectHost';
import { takeLaunchContext } from './launchContext';
import { yieldToMain } from './yieldToMain';
import { bindLoadingToast, createRequestFeedback } from './requestFeedback';
import { createUnauthorizedGate } from './unauthorizedGate';

/** '/h5/' → '/h5' (react-router's basename has no trailing slash). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

function routerPath(pathname: string): string {
  return BASENAME !== '/' && pathname.startsWith(BASENAME)
    ? pathname.slice(BASENAME.length) || '/'
    : pathname;
}

export async function bootstrap(
  win: HostWindow,
  container: Element,
  config: BuildConfig = buildConfig,
): Promise<void> {
  // Before anything reads the address: the mini-program's token leaves it here.
  const launchQuery = takeLaunchContext(win);
  // The entry's evaluation was one task; what follows is the next.
  await yieldToMain(win);
  const { host, headerStrategy, usesTripleDes } = await detectHost(
    win,
    routerPath(win.location.pathname),
    config.environmentHosts,
    launchQuery,
  );

  // The gate is the gateway's, the gateway the store's: the store is only known after both.
  const late: { store?: AppStore } = {};
  const onUnauthorized = createUnauthorizedGate({
    hideLoading: () => {
      toaster.hideLoading();
      late.store?.dispatch(requestFinished());
    },
    alert: (message) => alertDialog({ content: message }),
    handOff: () => (host.native ? host.native.exitToLogin() : host.miniProgram?.navigateBack()),
  });

  const gateway = createGateway({
    baseUrl: gatewayHost(config, host.environment, win.location.origin),
    environment: host.environment,
    publicKey: config.publicKey,
    headerStrategy,
    tripleDesSecret: usesTripleDes ? config.tripleDesSecret : undefined,
    onUnauthorized,
    // A merchant on a weak network should get a way to retry well before 15 s of skeleton.
    timeoutMs: GATEWAY_TIMEOUT_MS,
  });
  const store = createAppStore({ gateway, middleware: [createRequestFeedback(toaster)] });
  late.store = store;
  bindLoadingToast(store, toaster);
  setupListeners(store.dispatch);
  await yieldToMain(win);

  const router = createBrowserRouter(buildRoutes(appRoutes, IndexScreen, { dispatch: store.dispatch }), {
    basename: BASENAME,
  });
  // The route's loader has asked for the screen's data and code; the first render is the next task.
  await yieldToMain(win);
  createRoot(container).render(
    <AppProviders store={store} host={host}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Fetch the toast/dialog code right after the first screen, so a later failure (even offline)
  // can still be shown.
  win.setTimeout(() => void loadAntdFeedback().catch(() => undefined), 1500);
}
