import type { WeChatWindow } from './detect';

/**
 * Asks the platform whether the page runs in the mini-program web-view: `__wxjs_environment`
 * first, then `wx.miniProgram.getEnv`. Resolves false when neither answers within `timeoutMs`
 * (the JSSDK may be missing or never call back).
 *
 * @example
 * ```ts
 * if (await isMiniProgram(window)) navigateBackOut();
 * ```
 */
export function isMiniProgram(win: WeChatWindow, timeoutMs = 1500): Promise<boolean> {
  if (win.__wxjs_environment === 'miniprogram') return Promise.resolve(true);
  const getEnv = win.wx?.miniProgram?.getEnv;
  if (typeof getEnv !== 'function') return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    try {
      getEnv.call(win.wx?.miniProgram, (res) => {
        clearTimeout(timer);
        resolve(res?.miniprogram === true);
      });
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}
