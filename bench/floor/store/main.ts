// The floor of a data screen on the whole prescribed stack (bench/lib/floor.ts, `/store/`): the
// `/data` floor's screen, its page fetched through the Redux Toolkit store and RTK Query as
// DESIGN.md prescribes ("server data through one RTK Query createApi"), under the same declarative
// routes as the bare floor. As the app's startRoute starts its first screen's, the request is
// dispatched before the first render, beside the screen's lazy chunk.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import { once, ScreenRoute } from '../src/ScreenRoute';
import { rowsApi, store } from './rowsApi';

// Every address under /store is this one screen, so it needs no match to start.
const start = once(() => {
  void store.dispatch(rowsApi.util.prefetch('rows', undefined, {}));
  return import('./StoreRowsScreen').then(({ StoreRowsScreen }) => h(StoreRowsScreen));
});

const routes = [{ path: '*', element: h(ScreenRoute, { start }) }];

function RouteTree() {
  return useRoutes(routes);
}

void start();
createRoot(document.getElementById('root')!).render(
  h(Provider, { store, children: h(BrowserRouter, { basename: '/store', children: h(RouteTree) }) }),
);
