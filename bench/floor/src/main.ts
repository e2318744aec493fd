// The floor (bench/lib/floor.ts): React 19 and react-router 7's declarative routes (`useRoutes` under
// a `BrowserRouter`, as the app routes since it left the data router), each path's screen loaded
// lazily, and nothing else. Plain createElement, so the build needs no JSX plugin. `/data` is the
// same screen fed by one JSON request; `/long`, the long list's floor (its chunk alone carries the
// virtualizer). As the app's startRoute does, the address's screen is started before the first
// render, so `/data`'s request is under way beside its chunk, not after it.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, useRoutes } from 'react-router';
import type { Row } from './DataRowsScreen';
import { once, ScreenRoute, type ScreenStart } from './ScreenRoute';

/** The route of `path`, whose screen `start` brings: the route and the start-up share one start. */
function screenRoute(path: string, start: ScreenStart) {
  const started = once(start);
  return { path, start: started, element: h(ScreenRoute, { key: path, start: started }) };
}

const routes = [
  screenRoute('/data', async () => {
    // The request first, then the chunk: both in flight at once, and the screen drawn with both in.
    const [{ data }, { DataRowsScreen }] = await Promise.all([
      fetch('/rows.json').then((response) => response.json() as Promise<{ data: { list: Row[] } }>),
      import('./DataRowsScreen'),
    ]);
    return h(DataRowsScreen, { rows: data.list });
  }),
  screenRoute('/long', () => import('./LongRowsScreen').then(({ LongRowsScreen }) => h(LongRowsScreen))),
  screenRoute('*', () => import('./RowsScreen').then(({ RowsScreen }) => h(RowsScreen))),
];

function RouteTree() {
  return useRoutes(routes);
}

// The address's screen (its request and its code), before the first render.
void matchRoutes(routes, window.location.pathname)?.[0]?.route.start();
createRoot(document.getElementById('root')!).render(h(BrowserRouter, { children: h(RouteTree) }));
