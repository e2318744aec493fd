// The floor of a data screen on the whole prescribed stack (bench/lib/floor.ts, `/store/`): the
// `/data` floor's screen, its page fetched through the Redux Toolkit store and RTK Query as
// DESIGN.md prescribes ("server data through one RTK Query createApi"), the request started by the
// route's loader beside the lazy chunk, as the product's key screens start theirs.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { rowsApi, store } from './rowsApi';

const router = createBrowserRouter(
  [
    {
      path: '*',
      loader: () => {
        void store.dispatch(rowsApi.util.prefetch('rows', undefined, {}));
        return null;
      },
      lazy: () => import('./StoreRowsScreen'),
    },
  ],
  { basename: '/store' },
);

createRoot(document.getElementById('root')!).render(
  createElement(Provider, { store, children: createElement(RouterProvider, { router }) }),
);
