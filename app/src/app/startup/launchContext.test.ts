import { describe, expect, it } from 'vitest';
import { LAUNCH_STATE_KEY, takeLaunchContext } from './launchContext';

/** A tab: its history entries survive a reload, the page's functions do not. */
class FakeTab {
  entries: { state: unknown; url: URL }[];
  index = 0;

  constructor(address: string) {
    this.entries = [{ state: null, url: new URL(address) }];
  }

  /** What a freshly loaded page sees. */
  window() {
    const current = () => this.current;
    const entries = {
      push: (entry: { state: unknown; url: URL }) => {
        this.entries = this.entries.slice(0, this.index + 1);
        this.entries.push(entry);
        this.index += 1;
      },
      replace: (entry: { state: unknown; url: URL }) => {
        this.entries[this.index] = entry;
      },
    };
    const location = {
      get pathname() {
        return current().url.pathname;
      },
      get search() {
        return current().url.search;
      },
      get hash() {
        return current().url.hash;
      },
    };
    const history = {
      get state() {
        return current().state;
      },
      pushState(state: unknown, _unused: string, url?: string | URL | null) {
        entries.push({ state: structuredClone(state), url: new URL(url ?? current().url, current().url) });
      },
      replaceState(state: unknown, _unused: string, url?: string | URL | null) {
        entries.replace({ state: structuredClone(state), url: new URL(url ?? current().url, current().url) });
      },
    };
    return { location, history } as unknown as Window;
  }

  get current() {
    return this.entries[this.index]!;
  }
}

const LAUNCH =
  'http://localhost:5170/h5/zEraAGeneraMiniProgramWeb/transaction/record?token=sim-token%3As1%3Acertified&appVersion=8.0.47&wechatId=wx-42&source=05#top';

describe('takeLaunchContext', () => {
  it('takes the token and the rest of the context out of the address, keeps the other parameters', () => {
    const tab = new FakeTab(LAUNCH);
    const query = takeLaunchContext(tab.window());

    expect(new URLSearchParams(query).get('token')).toBe('sim-token:s1:certified');
    expect(new URLSearchParams(query).get('wechatId')).toBe('wx-42');
    expect(tab.current.url.href).toBe(
      'http://localhost:5170/h5/zEraAGeneraMiniProgramWeb/transaction/record?source=05#top',
    );
    expect(tab.entries).toHaveLength(1);
  });

  it('a reload of a later screen still finds the context, which never reaches its address', () => {
    const tab = new FakeTab(LAUNCH);
    const first = tab.window();
    takeLaunchContext(first);
    // The router navigates with its own state.
    first.history.pushState(
      { idx: 1, key: 'k1' },
      '',
      '/h5/zEraAGeneraMiniProgramWeb/transaction/detail/u1/20261122',
    );
    expect(tab.current.state).toMatchObject({ idx: 1, key: 'k1' });
    expect(tab.current.url.search).toBe('');

    const reloaded = tab.window();
    const query = takeLaunchContext(reloaded);
    expect(new URLSearchParams(query).get('token')).toBe('sim-token:s1:certified');
    expect(tab.current.url.pathname).toBe('/h5/zEraAGeneraMiniProgramWeb/transaction/detail/u1/20261122');

    reloaded.history.replaceState(null, '', '/h5/zEraAGeneraMiniProgramWeb/transaction/record');
    expect(tab.current.state).toEqual({ [LAUNCH_STATE_KEY]: expect.objectContaining({ wechatId: 'wx-42' }) });
  });

  it('a page opened without a context adds nothing and leaves history alone', () => {
    const tab = new FakeTab('http://localhost:5170/h5/transaction/record?source=01');
    const win = tab.window();
    const push = win.history.pushState;
    expect(takeLaunchContext(win)).toBe('');
    expect(win.history.pushState).toBe(push);
    expect(tab.current.state).toBeNull();
  });

  it('ignores a history entry whose kept context is not strings', () => {
    const tab = new FakeTab('http://localhost:5170/h5/gradeRate');
    tab.current.state = { [LAUNCH_STATE_KEY]: { token: 42, wechatId: 'wx-1' } };
    expect(new URLSearchParams(takeLaunchContext(tab.window())).get('token')).toBeNull();
  });
});
