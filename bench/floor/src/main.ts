// The floor (bench/lib/floor.ts): React 19 and react-router 7's data router with one lazily loaded
// route, and nothing else. Plain createElement, so the build needs no JSX plugin.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '*', lazy: () => import('./RowsScreen') }]);

createRoot(document.getElementById('root')!).render(createElement(RouterProvider, { router }));
