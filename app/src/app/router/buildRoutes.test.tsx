import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { matchRoutes, MemoryRouter, useNavigate, useParams, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createGateway, fillPattern, patternParams } from '@merchant-h5/sdk';
import { Screen } from '../../components/Screen';
import { devKeys } from '../../config/keys';
import { paths } from '../../config/paths';
import { NetworkStatusContext } from '../../lib/network/NetworkStatusContext';
import { createNetworkStatus } from '../../lib/network/networkStatus';
import type { NetworkStatus } from '../../lib/network/networkStatus';
import type { AppRoute } from '../../lib/routes';
import { expectNoA11yViolations } from '../../testing/a11y';
import { memoryStorage } from '../../testing/renderWithStore';
import { createAppStore } from '../store';
import { appRoutes } from '../../testing/featureAreas';
import { buildRoutes, narrowRoutes, RouteTree, sourcesOf, startRoute } from './buildRoutes';

function DetailScreen() {
  const params = useParams();
  return (
    <Screen pattern={paths.records.transactionDetail} title="交易详情">
      <h1>交易详情</h1>
      <p data-testid="params">{JSON.stringify(params)}</p>
    </Screen>
  );
}
const Index = () => <Screen pattern="/">index</Screen>;
const loaded = (C: ComponentType) => Promise.resolve({ default: C });

/** A screen module whose import the test settles by hand, any number of times. */
function controlledImport(C: ComponentType) {
  let settle: { resolve: () => void; reject: (e: Error) => void } | null = null;
  let calls = 0;
  const lazy = () => {
    calls += 1;
    return new Promise<{ default: ComponentType }>((resolve, reject) => {
      settle = { resolve: () => resolve({ default: C }), reject };
    });
  };
  return { lazy, settle: () => settle!, calls: () => calls };
}

function fakeNetwork() {
  const target = new EventTarget();
  const win = Object.assign(target, { navigator: { onLine: true } });
  const go = (online: boolean) => {
    win.navigator.onLine = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { status: createNetworkStatus(win as never), go };
}

/** Lets a test navigate as the app's own links do. */
function NavigateInto({ into }: { into: { navigate?: NavigateFunction } }) {
  into.navigate = useNavigate();
  return null;
}

function appStore() {
  const gateway = createGateway({
    baseUrl: 'http://127.0.0.1:9/gateway',
    environment: 'mock',
    publicKey: devKeys.publicKey,
  });
  return createAppStore({ gateway, storage: memoryStorage() });
}

function renderApp(
  routes: AppRoute[],
  path: string,
  network: NetworkStatus = fakeNetwork().status,
  store = appStore(),
  tree = buildRoutes(sourcesOf(routes), Index, { dispatch: store.dispatch }),
) {
  const nav: { navigate?: NavigateFunction } = {};
  const result = render(
    <Provider store={store}>
      <NetworkStatusContext.Provider value={network}>
        <MemoryRouter initialEntries={[path]}>
          <NavigateInto into={nav} />
          <RouteTree routes={tree} />
        </MemoryRouter>
      </NetworkStatusContext.Provider>
    </Provider>,
  );
  return { ...result, tree, navigate: (to: string) => nav.navigate!(to) };
}

const screenOf = (container: HTMLElement) =>
  container.querySelector('[data-screen]')?.getAttribute('data-screen');
const detail: AppRoute = {
  pattern: paths.records.transactionDetail,
  lazy: () => loaded(DetailScreen),
  mirror: true,
};

describe('routes', () => {
  it('match by prefix, read optional params, and stamp the docs/product.md §2 pattern', async () => {
    const { container } = renderApp([detail], '/transaction/detail/u1/20240105/2/extra/segments');
    await screen.findByRole('heading', { name: '交易详情' });
    await expectNoA11yViolations(container);
    expect(screenOf(container)).toBe('/transaction/detail/{uuid}/{tranDt}/{type?}');
    expect(JSON.parse(screen.getByTestId('params').textContent!)).toMatchObject({
      uuid: 'u1',
      tranDt: '20240105',
      type: '2',
    });
  });

  it('reuse the screen under the mini-program mirror prefix, stamped with the mirror pattern', async () => {
    const { container } = renderApp([detail], '/zEraAGeneraMiniProgramWeb/transaction/detail/u1/20240105');
    await screen.findByRole('heading', { name: '交易详情' });
    expect(screenOf(container)).toBe('/zEraAGeneraMiniProgramWeb/transaction/detail/{uuid}/{tranDt}/{type?}');
  });

  it('send an unknown address to the fallback, and "/" to the index', async () => {
    const { container, navigate } = renderApp([detail], '/no/such/page');
    await screen.findByText('页面不存在');
    await expectNoA11yViolations(container);
    expect(screenOf(container)).toBe('*');
    await act(async () => navigate('/'));
    expect(screenOf(container)).toBe('/');
  });

  it('show the spinner while a screen loads', async () => {
    const chunk = controlledImport(DetailScreen);
    const { container } = renderApp(
      [{ pattern: paths.records.transactionDetail, lazy: chunk.lazy }],
      '/transaction/detail/u1/d1',
    );
    const spinner = await screen.findByRole('status', { name: '加载中' });
    await expectNoA11yViolations(container);
    expect(spinner.getAttribute('data-screen')).toBe('loading');
    await act(async () => chunk.settle().resolve());
    await screen.findByRole('heading', { name: '交易详情' });
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('show the load-error page when a screen fails to load, and 重试 really imports it again', async () => {
    const chunk = controlledImport(DetailScreen);
    const { container } = renderApp(
      [{ pattern: paths.records.transactionDetail, lazy: chunk.lazy }],
      '/transaction/detail/u1/d1',
    );
    // In development the error page also logs what failed: asserted here, not printed.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await vi.waitFor(() => expect(chunk.calls()).toBe(1));
    await act(async () =>
      chunk.settle().reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'ScreenLoadError' }));
    await expectNoA11yViolations(container);
    expect(screenOf(container)).toBe('load-error');
    expect(chunk.calls()).toBe(1);

    fireEvent.click(retry);
    await vi.waitFor(() => expect(chunk.calls()).toBe(2));
    await act(async () => chunk.settle().resolve());
    await screen.findByRole('heading', { name: '交易详情' });
    expect(screenOf(container)).toBe('/transaction/detail/{uuid}/{tranDt}/{type?}');
    logged.mockRestore();
  });

  it('show the load-error page when a screen throws while rendering, and 重试 renders it again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render broke');
      return <DetailScreen />;
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderApp(
      [{ pattern: paths.records.transactionDetail, lazy: () => loaded(Flaky) }],
      '/transaction/detail/u1/d1',
    );
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screenOf(container)).toBe('load-error');
    broken = false;
    fireEvent.click(retry);
    await screen.findByRole('heading', { name: '交易详情' });
    logged.mockRestore();
  });

  it('mount the next screen afresh: a failed screen leaves nothing behind for the one after it', async () => {
    const failing = controlledImport(DetailScreen);
    const { container, navigate } = renderApp(
      [
        { pattern: paths.records.transactionDetail, lazy: failing.lazy },
        { ...detail, pattern: '/transaction/record' },
      ],
      '/transaction/detail/u1/d1',
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await vi.waitFor(() => expect(failing.calls()).toBe(1));
    await act(async () =>
      failing.settle().reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await screen.findByRole('button', { name: '重试' });
    await act(async () => navigate('/transaction/record'));
    await screen.findByRole('heading', { name: '交易详情' });
    expect(screenOf(container)).toBe('/transaction/record');
    logged.mockRestore();
  });
});

describe('narrowRoutes', () => {
  const routes = buildRoutes(sourcesOf(appRoutes), Index);
  const chosen = (tree: typeof routes, pathname: string) => {
    const matches = matchRoutes(tree, pathname);
    const last = matches?.[matches.length - 1];
    return last ? { route: last.route.path ?? 'index', params: last.params } : null;
  };
  // Every screen's address (every optional parameter given, and none), and the edges of matching.
  const addresses = appRoutes.flatMap(({ pattern }) => {
    const all = Object.fromEntries(patternParams(pattern).map(({ name }) => [name, `x ${name}`]));
    const required = Object.fromEntries(
      patternParams(pattern).flatMap(({ name, optional }) => (optional ? [] : [[name, 'v']])),
    );
    const full = fillPattern(pattern, all);
    return [full, fillPattern(pattern, required), `${full}/`, `${full}/more/below`, full.toUpperCase()];
  });
  const edges = [
    '/',
    '/nowhere',
    '/transaction',
    '//transaction/record',
    '/transaction/record%2Fx',
    '/Transaction/RECORD',
  ];

  it('lets react-router pick from the narrowed tree what it picks from the whole tree, for every address', () => {
    const differing = [...addresses, ...edges].filter(
      (path) =>
        JSON.stringify(chosen(narrowRoutes(routes, path), path)) !== JSON.stringify(chosen(routes, path)),
    );
    expect(differing).toEqual([]);
    expect(addresses).toHaveLength(appRoutes.length * 5);
  });

  it('keeps only the screens an address may match, beside the index and the fallback', () => {
    const children = narrowRoutes(routes, '/transaction/record')[0]!.children!;
    expect(children.length).toBeLessThan(5);
    expect(children[0]!.index).toBe(true);
    expect(children.at(-1)!.path).toBe('*');
  });
});

describe('route prefetch', () => {
  it('startRoute starts the screen’s data request and code from the URL before the first render, once', async () => {
    const chunk = controlledImport(DetailScreen);
    const seen: string[] = [];
    const routes: AppRoute[] = [
      {
        pattern: paths.records.transactionDetail,
        lazy: chunk.lazy,
        prefetch: ({ params, search }) => void seen.push(`${params.uuid} ${search.get('tradeType')}`),
      },
    ];
    const store = appStore();
    const tree = buildRoutes(sourcesOf(routes), Index, { dispatch: store.dispatch });
    startRoute(tree, { pathname: '/h5/transaction/detail/u1/20240105', search: '?tradeType=02' }, '/h5');
    // Once the route's area is in (here at once): the data request, then the code.
    await vi.waitFor(() => expect(chunk.calls()).toBe(1));
    expect(seen).toEqual(['u1 02']);
    // The screen, rendered while its code is on the way, waits for the same import.
    const { container } = renderApp(
      routes,
      '/transaction/detail/u1/20240105?tradeType=02',
      undefined,
      store,
      tree,
    );
    await screen.findByRole('status', { name: '加载中' });
    await act(async () => chunk.settle().resolve());
    await screen.findByRole('heading', { name: '交易详情' });
    expect(screenOf(container)).toBe('/transaction/detail/{uuid}/{tranDt}/{type?}');
    expect(seen).toHaveLength(1);
    expect(chunk.calls()).toBe(1);
  });

  it('startRoute leaves an address of no screen alone', async () => {
    const chunk = controlledImport(DetailScreen);
    const tree = buildRoutes(
      sourcesOf([{ pattern: paths.records.transactionDetail, lazy: chunk.lazy }]),
      Index,
      {
        dispatch: appStore().dispatch,
      },
    );
    startRoute(tree, { pathname: '/h5/no/such/page', search: '' }, '/h5');
    await act(async () => undefined);
    expect(chunk.calls()).toBe(0);
  });

  it('starts the screen’s data request from the URL before the screen’s code has loaded', async () => {
    const chunk = controlledImport(DetailScreen);
    const seen: Array<{ params: unknown; search: string; loaded: number; dispatch: boolean }> = [];
    renderApp(
      [
        {
          pattern: paths.records.transactionDetail,
          lazy: chunk.lazy,
          prefetch: ({ params, search, dispatch }) =>
            void seen.push({
              params,
              search: search.toString(),
              loaded: chunk.calls(),
              dispatch: !!dispatch,
            }),
        },
      ],
      '/transaction/detail/u1/20240105?tradeType=02',
    );
    await screen.findByRole('status', { name: '加载中' });
    expect(seen).toEqual([
      {
        params: expect.objectContaining({ uuid: 'u1', tranDt: '20240105' }) as unknown,
        search: 'tradeType=02',
        loaded: 0,
        dispatch: true,
      },
    ]);
    await act(async () => chunk.settle().resolve());
    await screen.findByRole('heading', { name: '交易详情' });
    expect(seen).toHaveLength(1);
  });

  it('still opens the screen when a prefetch throws', async () => {
    renderApp(
      [
        {
          ...detail,
          prefetch: () => {
            throw new Error('prefetch broke');
          },
        },
      ],
      '/transaction/detail/u1/d1',
    );
    await screen.findByRole('heading', { name: '交易详情' });
  });
});

describe('network fallback', () => {
  it('replaces the screen while offline; 重新加载 brings it back once the network returns', async () => {
    const network = fakeNetwork();
    const { container } = renderApp([detail], '/transaction/detail/u1/d1', network.status);
    await screen.findByRole('heading', { name: '交易详情' });

    act(() => network.go(false));
    expect(screenOf(container)).toBe('network-fallback');
    expect(screen.getByRole('heading').textContent).toBe('请检查网络设置...');
    await expectNoA11yViolations(container);

    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(screenOf(container)).toBe('network-fallback');

    act(() => network.go(true));
    expect(screenOf(container)).toBe('network-fallback');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await screen.findByRole('heading', { name: '交易详情' });
  });
});
