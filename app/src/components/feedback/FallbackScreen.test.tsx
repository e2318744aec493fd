import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, createNativeApi, detectClient } from '@merchant-h5/sdk';
import { HostContext } from '../../lib/host/HostContext';
import type { HostContextValue } from '../../lib/host/HostContext';
import { expectNoA11yViolations } from '../../testing/a11y';
import { browserHost } from '../../testing/renderWithStore';
import { FallbackScreen } from './FallbackScreen';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 10; Redmi 9A) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

function host(overrides: Partial<HostContextValue>): HostContextValue {
  return browserHost({
    client: detectClient({ userAgent: ANDROID_UA, search: '' }),
    accessContext: 'hostApp',
    ...overrides,
  });
}

function renderIn(value: HostContextValue | null) {
  return render(
    <HostContext.Provider value={value}>
      <FallbackScreen />
    </HostContext.Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('<FallbackScreen>', () => {
  it('in a host app says the page does not exist and closes the web view through the bridge', async () => {
    const sent: string[] = [];
    const win = {
      navigator: { userAgent: ANDROID_UA },
      merchantBridge: { postMessage: (m: string) => void sent.push(m) },
    };
    const native = createNativeApi(createBridge(win), { appVersion: '360' });
    const { container } = renderIn(host({ native }));
    await expectNoA11yViolations(container);
    expect(container.querySelector('[data-screen="*"]')).not.toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('页面不存在');
    fireEvent.click(screen.getByRole('button', { name: '关闭页面' }));
    expect(sent.map((m) => (JSON.parse(m) as { functionName: string }).functionName)).toEqual([
      'setTitle',
      'closeWebView',
    ]);
  });

  it('in the mini program navigates back', async () => {
    const navigateBack = vi.fn();
    const { container } = renderIn(host({ accessContext: 'miniProgram', miniProgram: { navigateBack } }));
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(navigateBack).toHaveBeenCalledTimes(1);
  });

  it('in a browser goes back in history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { container } = renderIn(null);
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
