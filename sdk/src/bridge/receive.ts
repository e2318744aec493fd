// The native → web path: settles pending calls, runs registered handlers, logs native errors.
import { NativeError } from './errors/native-error';
import { parseNativeMessage } from './parse';
import type { PendingCalls } from './pending';
import type { BridgeHandler, BridgeLogger } from './types';

/**
 * docs/product.md §8: the reply when native calls a function the page never registered.
 *
 * @example
 * ```ts
 * expect(reply.data).toEqual({ error: NO_HANDLER_MESSAGE }); // 'web未找到调用方法'
 * ```
 */
export const NO_HANDLER_MESSAGE = 'web未找到调用方法';

/** One bridge as the receiver sees it: its pending calls, its handlers, its logger, its reply path. */
export interface ReceiverMember {
  pending: PendingCalls;
  handlers: ReadonlyMap<string, BridgeHandler>;
  logger: BridgeLogger;
  /** Posts `{responseId, data}` back to the host; may throw. */
  reply: (message: { responseId: string | number; data: unknown }) => void;
}

interface ReceiverDeps {
  /** The bridges of the window, oldest first (usually one). */
  members: () => readonly ReceiverMember[];
  maxMessageLength: () => number;
}

// Ids come from the host and may be anything: keep log lines short and free of payload data.
const short = (v: string | number) => String(v).slice(0, 40);

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function runHandler(
  member: ReceiverMember,
  functionName: string,
  data: unknown,
  responseId: string | number | undefined,
): void {
  const handler = member.handlers.get(functionName);
  const answer = (async () => {
    if (!handler) return { error: NO_HANDLER_MESSAGE };
    try {
      return await handler(data);
    } catch (e) {
      return { error: errorText(e) };
    }
  })();
  answer
    .then((result) => {
      if (responseId === undefined) return;
      member.reply({ responseId, data: result });
    })
    .catch((e: unknown) => member.logger.warn(`[bridge] 无法回复 ${short(functionName)}: ${errorText(e)}`));
}

/**
 * Builds the function installed as `window.merchantBridgeReceive`. A reply settles the call of
 * whichever bridge of the window is waiting for its callbackId; a native-initiated call runs the
 * newest handler registered for it. It never throws and never leaves a rejected promise behind:
 * whatever the host sends, the worst outcome is a warning.
 *
 * @example
 * ```ts
 * win.merchantBridgeReceive = createReceiver({ members: () => [member], maxMessageLength: () => 1e7 });
 * ```
 */
export function createReceiver(deps: ReceiverDeps): (raw: unknown) => void {
  return (raw) => {
    const members = deps.members();
    const newest = members[members.length - 1];
    if (!newest) return;
    try {
      const parsed = parseNativeMessage(raw, deps.maxMessageLength());
      if (!parsed.ok) {
        newest.logger.warn(`[bridge] 忽略原生消息: ${parsed.reason}`);
        return;
      }
      const { callbackId, responseId, functionName, data, errorCode, errorMsg } = parsed.reply;
      if (errorCode !== undefined)
        newest.logger.error(`[bridge] 原生错误 errorCode=${errorCode} errorMsg=${errorMsg ?? ''}`);
      if (callbackId !== undefined) {
        const outcome =
          errorCode !== undefined ? { error: new NativeError(errorCode, errorMsg ?? '') } : { value: data };
        if (!members.some((m) => m.pending.settle(callbackId, outcome))) {
          newest.logger.warn(`[bridge] 忽略未知或已完成的 callbackId ${short(callbackId)}`);
        }
        return;
      }
      if (functionName === undefined) return;
      const owner = [...members].reverse().find((m) => m.handlers.has(functionName)) ?? newest;
      runHandler(owner, functionName, data, responseId);
    } catch (e) {
      // Only a hostile getter or a throwing logger could land here; the host must never see it.
      try {
        newest.logger.warn(`[bridge] 处理原生消息失败: ${errorText(e)}`);
      } catch {
        /* nothing left to tell */
      }
    }
  };
}
