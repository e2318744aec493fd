import type { WeChatWindow } from './detect';

const READY_EVENT = 'WeixinJSBridgeReady';

/** WeChat's user agent, or its bridge already there: only then is there anything to wait for. */
function inWeChat(win: WeChatWindow): boolean {
  return Boolean(win.WeixinJSBridge) || /MicroMessenger/i.test(win.navigator?.userAgent ?? '');
}

function bridgeReady(win: WeChatWindow): boolean {
  return typeof win.WeixinJSBridge?.invoke === 'function';
}

/**
 * Asks the platform whether the page runs in the mini-program web-view. The WeChat client says so
 * with `__wxjs_environment = 'miniprogram'`, which it may set only when its bridge is ready: in
 * WeChat this waits for the `WeixinJSBridgeReady` event (unless the bridge is already there), then
 * reads the variable one task later, as the client may set it right after the event. A page that
 * loaded the JS-SDK as a script of its own is asked through `wx.miniProgram.getEnv`. Resolves false
 * at once outside WeChat, and when nothing answers within `timeoutMs`.
 *
 * @example
 * ```ts
 * if (await isMiniProgram(window)) navigateBackOut();
 * ```
 */
export function isMiniProgram(win: WeChatWindow, timeoutMs = 1500): Promise<boolean> {
  if (win.__wxjs_environment === 'miniprogram') return Promise.resolve(true);
  const getEnv = win.wx?.miniProgram?.getEnv;
  if (typeof getEnv === 'function') return askGetEnv(win, getEnv, timeoutMs);
  const { document } = win;
  if (!inWeChat(win) || (!bridgeReady(win) && !document)) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      document?.removeEventListener(READY_EVENT, onReady);
      resolve(win.__wxjs_environment === 'miniprogram');
    };
    const onReady = () => void setTimeout(finish, 0);
    const timer = setTimeout(finish, timeoutMs);
    if (bridgeReady(win)) onReady();
    else document?.addEventListener(READY_EVENT, onReady);
  });
}

function askGetEnv(
  win: WeChatWindow,
  getEnv: (callback: (res: { miniprogram?: boolean }) => void) => void,
  timeoutMs: number,
): Promise<boolean> {
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
