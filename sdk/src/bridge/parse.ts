// Turns whatever the host hands `merchantBridgeReceive` into a checked reply, or a reason to ignore it.

/** A native → web message after checking (docs/product.md §3 "Native bridge message"). */
export interface NativeReply {
  /** Normalised to a string so 7 and '7' address the same call. */
  callbackId?: string;
  responseId?: string | number;
  functionName?: string;
  data?: unknown;
  errorCode?: string;
  errorMsg?: string;
}

/** The outcome of {@link parseNativeMessage}. */
export type ParsedNativeMessage = { ok: true; reply: NativeReply } | { ok: false; reason: string };

const isId = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.length > 0 && v.length <= 64) || (typeof v === 'number' && Number.isFinite(v));

/**
 * Checks one native message (an object or a JSON string). Never throws.
 *
 * @example
 * ```ts
 * parseNativeMessage('{"callbackId":7,"data":{"result":"0000"}}', 1e7); // { ok: true, reply: { callbackId: '7', ... } }
 * ```
 */
export function parseNativeMessage(raw: unknown, maxLength: number): ParsedNativeMessage {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > maxLength) return { ok: false, reason: `消息过长 (${raw.length})` };
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, reason: '不是合法的 JSON' };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: '不是对象' };
  }
  const m = value as Record<string, unknown>;
  const reply: NativeReply = {};
  if (m.callbackId !== undefined && m.callbackId !== null && m.callbackId !== '') {
    if (!isId(m.callbackId)) return { ok: false, reason: 'callbackId 无效' };
    reply.callbackId = String(m.callbackId);
  }
  if (m.responseId !== undefined && m.responseId !== null && m.responseId !== '') {
    if (!isId(m.responseId)) return { ok: false, reason: 'responseId 无效' };
    reply.responseId = m.responseId;
  }
  if (typeof m.functionName === 'string' && m.functionName !== '') reply.functionName = m.functionName;
  if ('data' in m) reply.data = m.data;
  const hasCode = m.errorCode !== undefined && m.errorCode !== null && m.errorCode !== '';
  const errorMsg = typeof m.errorMsg === 'string' ? m.errorMsg : '';
  if (hasCode && typeof m.errorCode !== 'string' && typeof m.errorCode !== 'number') {
    return { ok: false, reason: 'errorCode 无效' };
  }
  if (hasCode || errorMsg !== '') {
    reply.errorCode = hasCode ? String(m.errorCode) : '';
    reply.errorMsg = errorMsg;
  }
  if (reply.callbackId === undefined && reply.functionName === undefined && reply.errorCode === undefined) {
    return { ok: false, reason: '缺少 callbackId / functionName / errorCode' };
  }
  return { ok: true, reply };
}
