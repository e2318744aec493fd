// The rest of start-up, after early.ts has the host, the gateway and the screen's first calls
// under way: the store, the router (which starts the screen's data request and code), first
// render, with the main thread given back between them (yieldToMain). main.tsx imports this
// module dynamically; index.html preloads it and its chunks beside the entry.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { requestFinished } from '../../lib/state/globalSlice';
import { loadAntdFeedback } from '../../lib/ui/antdFeedback';
import { toaster } from '../../lib/ui/toast';
import { routeOf, screenEntries } from '../areas';
import IndexScreen from '../IndexScreen';
import { AppProviders } from '../providers';
import { buildRoutes, RouteTree, startRoute, type RouteSource } from '../router/buildRoutes';
import { createAppStore } from '../store';
import type { HostWindow } from './detectHost';
import { BASENAME } from './early';
import type { EarlyStart } from './early';
import { yieldToMain } from './yieldToMain';
import { bindLoadingToast, createRequestFeedback } from './requestFeedback';

export async function bootstrap(
  win: HostWindow,
  container: Element,
  early: Promise<EarlyStart>,
): Promise<void> {
  // The entry's evaluation (and this chunk's) was one task; what follows is the next.
  await yieldToMain(win);
  const { host, gateway, onLoadingHidden } = await early;
  const store = createAppStore({ gateway, middleware: [createRequestFeedback(toaster)] });
  onLoadingHidden.current = () => store.dispatch(requestFinished());
  bindLoadingToast(store, toaster);
  setupListeners(store.dispatch);
  await yieldToMain(win);

  const sources = screenEntries.map((entry): RouteSource => ({ ...entry, route: () => routeOf(entry) }));
  const routes = buildRoutes(sources, IndexScreen, { dispatch: store.dispatch });
  startRoute(routes, win.location, BASENAME);
  // The route has asked for the screen's data and code; the first render is the next task.
  await yieldToMain(win);
  createRoot(container).render(
    <AppProviders store={store} host={host}>
      <BrowserRouter basename={BASENAME}>
        <RouteTree routes={routes} />
      </BrowserRouter>
    </AppProviders>,
  );
  // Fetch the toast/dialog code right after the first screen, so a later failure (even offline)
  // can still be shown.
  win.setTimeout(() => void loadAntdFeedback().catch(() => undefined), 1500);
}
