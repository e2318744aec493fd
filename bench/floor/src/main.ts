// The floor (bench/lib/floor.ts): React 19 and react-router 7's data router with one lazily loaded
// route, and nothing else. Plain createElement, so the build needs no JSX plugin. `/data` is the
// same screen fed by one JSON request that its loader starts beside the chunk; `/long`, the long
// list's floor (its chunk alone carries the virtualizer).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([
  {
    path: '/data',
    loader: () => fetch('/rows.json').then((response) => response.json() as Promise<unknown>),
    lazy: () => import('./DataRowsScreen'),
  },
  { path: '/long', lazy: () => import('./LongRowsScreen') },
  { path: '*', lazy: () => import('./RowsScreen') },
]);

createRoot(document.getElementById('root')!).render(createElement(RouterProvider, { router }));
