import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { NativeError, createBridge, createNativeApi } from '@merchant-h5/sdk';
import { browserHost } from '../../testing/renderWithStore';
import { HostContext } from './HostContext';
import type { NativeApi } from '@merchant-h5/sdk';
import { SAVE_FAILED_TEXT, useSaveAsImage } from './useSaveAsImage';

function androidNative(answer: unknown): NativeApi {
  const win = {
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 10; Redmi 9A) Mobile Safari/537.36' },
    merchantBridge: { postMessage: () => undefined },
  };
  return createNativeApi(createBridge(win, { mock: { answers: { saveAsImage: answer }, delayMs: 0 } }), {
    appVersion: '360',
  });
}

function wrapper(native: NativeApi | null) {
  return ({ children }: { children: ReactNode }) => (
    <HostContext.Provider value={browserHost({ native })}>{children}</HostContext.Provider>
  );
}

describe('useSaveAsImage', () => {
  it('is null without a host app: the screen offers no button', () => {
    const { result } = renderHook(() => useSaveAsImage('月账单-202611'), { wrapper: wrapper(null) });
    expect(result.current).toBeNull();
  });

  it('says the save failed when the host answers another code than 0000', async () => {
    const { result } = renderHook(() => useSaveAsImage('月账单-202611'), {
      wrapper: wrapper(androidNative({ resultCode: '9999' })),
    });
    await act(() => result.current!.save());
    expect(await screen.findByText(SAVE_FAILED_TEXT)).toBeTruthy();
    expect(result.current!.saving).toBe(false);
  });

  it('shows the host’s own reason when it is written for people, else the generic line', async () => {
    const refusing = (errorMsg: string) =>
      ({ saveAsImage: () => Promise.reject(new NativeError('E02', errorMsg)) }) as unknown as NativeApi;
    const chinese = renderHook(() => useSaveAsImage('月账单-202611'), {
      wrapper: wrapper(refusing('相册权限未开启')),
    });
    await act(() => chinese.result.current!.save());
    expect(await screen.findAllByText('保存失败：相册权限未开启')).not.toHaveLength(0);

    const english = renderHook(() => useSaveAsImage('月账单-202611'), {
      wrapper: wrapper(refusing('Permission denied')),
    });
    await act(() => english.result.current!.save());
    expect(await screen.findAllByText(SAVE_FAILED_TEXT)).not.toHaveLength(0);
    expect(screen.queryByText(/Permission denied/)).toBeNull();
  });
});
