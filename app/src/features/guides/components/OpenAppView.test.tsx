import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostContextValue } from '../../../lib/host/HostContext';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { fakeHostApp } from '../../../testing/fakeHostApp';
import { renderWithStore } from '../../../testing/renderWithStore';
import { APP_OPEN_WAIT_MS, APP_SCHEME_URL } from '../lib/openApp';
import { NOT_INSTALLED_TEXT, OpenAppView } from './OpenAppView';

const renderOpenApp = (host: Partial<HostContextValue>, leave = vi.fn()) => ({
  leave,
  ...renderWithStore(<OpenAppView leave={leave} />, {
    baseUrl: 'http://127.0.0.1:9/gateway',
    pattern: paths.other.guideOpenApp,
    path: paths.other.guideOpenApp,
    host,
  }),
});

afterEach(() => vi.useRealTimers());

describe('OpenAppView', () => {
  it('in a browser tries the app’s scheme and, when the page is still shown, says the app is not installed', async () => {
    vi.useFakeTimers();
    const { leave, container } = renderOpenApp({ native: null, accessContext: 'hostApp' });
    fireEvent.click(screen.getByRole('button', { name: '打开商户 App' }));
    expect(leave).toHaveBeenCalledWith(APP_SCHEME_URL);
    expect(screen.getByRole('button', { name: '正在打开…' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(APP_OPEN_WAIT_MS));
    expect(screen.getByRole('alert').textContent).toBe(NOT_INSTALLED_TEXT);
    vi.useRealTimers();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('button', { name: '打开商户 App' })).toHaveProperty('disabled', false);
  });

  it('in WeChat’s browser explains how to open the page in the phone’s browser, and tries nothing', async () => {
    const { leave, container } = renderOpenApp({ native: null, accessContext: 'officialAccount' });
    expect(screen.getByText('选择“在浏览器打开”')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoA11yViolations(container);
    expect(leave).not.toHaveBeenCalled();
  });

  it('in the app says so and closes the page through the bridge', async () => {
    const { native, called } = fakeHostApp(360);
    renderOpenApp({ native, accessContext: 'hostApp' });
    expect(screen.getByTestId('open-app-place').textContent).toBe('您已在商户 App 中');
    fireEvent.click(screen.getByRole('button', { name: '返回 App' }));
    await vi.waitFor(() => expect(called).toEqual(['closeWebView']));
  });

  it('in the mini program says to open the app from the home screen', () => {
    renderOpenApp({ native: null, accessContext: 'miniProgram' });
    expect(screen.getByRole('heading', { name: '从手机桌面打开' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
