// The shape of `window.probe`, shared by the probe page, the harness's host check and the e2e specs.

export interface ProbeError {
  name: string;
  message: string;
  errorCode?: string;
}

export type ProbeResult = { ok: true; value: unknown } | { ok: false; error: ProbeError };

export interface ProbeApi {
  /** What the SDK detected from the (shimmed) user agent. */
  platform: 'android' | 'ios' | 'unknown';
  userAgent: string;
  /** The page's query, as the host left it (the mini-program context lands here). */
  query: Record<string, string>;
  /** `bridge.call`, settled into a plain result so it crosses page.evaluate and iframes. */
  call(functionName: string, data?: unknown, timeoutMs?: number): Promise<ProbeResult>;
  post(functionName: string, data?: unknown): void;
  /** Registers a handler that answers native-initiated calls with `answer`. */
  register(functionName: string, answer: unknown): void;
  isMiniProgram(): Promise<ProbeResult>;
  /**
   * Asks the WeChat client as the JS-SDK's `wx.miniProgram[name](arg)` does, once its bridge is ready:
   * `WeixinJSBridge.invoke('invokeMiniProgramAPI', {name, arg})`; resolves with the client's answer.
   */
  invokeMiniProgram(name: string, arg?: Record<string, unknown>): Promise<ProbeResult>;
}

/** @example describeError(new Error('x')) // { name: 'Error', message: 'x' } */
export function describeError(error: unknown): ProbeError {
  if (error instanceof Error) {
    const code = (error as { errorCode?: unknown }).errorCode;
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === 'string' ? { errorCode: code } : {}),
    };
  }
  return { name: 'Error', message: String(error) };
}
