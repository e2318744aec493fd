// Turns a shim report (POST /__sim/bridge-log) into a 'bridge' log entry.
import type { HostContext } from './context';
import { isSessionId } from './deep-link';
import { HostRequestError } from '../control/errors';

export const BRIDGE_DIRECTIONS = ['web→native', 'native→web'] as const;
export type BridgeDirection = (typeof BRIDGE_DIRECTIONS)[number];

export interface BridgeLogDetail {
  session: string;
  direction: BridgeDirection;
  /** call | post | answer (web→native); reply | native-call (native→web); wx (WeixinJSBridge); garbage. */
  kind: string;
  host?: string;
  functionName?: string;
  callbackId?: string | number;
  responseId?: string | number;
  data?: unknown;
  errorCode?: string;
  errorMsg?: string;
  /** exitToLogin / closeWebView, the mini program's navigateBack: the page handed control back to its host. */
  handoff?: boolean;
  seq?: number;
  at?: number;
}

const ID = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** Validates a report and stores it; throws HostRequestError (→ 400) for a malformed one. */
export function recordBridgeMessage(logs: HostContext['logs'], input: unknown): BridgeLogDetail {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new HostRequestError('bridge-log body must be an object');
  const raw = input as Record<string, unknown>;
  if (!isSessionId(raw.session)) throw new HostRequestError('session must match [A-Za-z0-9_.-]{1,64}');
  if (!(BRIDGE_DIRECTIONS as readonly unknown[]).includes(raw.direction))
    throw new HostRequestError(`direction must be ${BRIDGE_DIRECTIONS.join(' or ')}`);
  const detail: BridgeLogDetail = {
    session: raw.session,
    direction: raw.direction as BridgeDirection,
    kind: typeof raw.kind === 'string' ? raw.kind.slice(0, 20) : 'call',
  };
  if (typeof raw.host === 'string') detail.host = raw.host.slice(0, 20);
  if (typeof raw.functionName === 'string') detail.functionName = raw.functionName.slice(0, 120);
  if (ID(raw.callbackId)) detail.callbackId = raw.callbackId;
  if (ID(raw.responseId)) detail.responseId = raw.responseId;
  if (raw.data !== undefined) detail.data = raw.data;
  if (typeof raw.errorCode === 'string') detail.errorCode = raw.errorCode;
  if (typeof raw.errorMsg === 'string') detail.errorMsg = raw.errorMsg;
  if (raw.handoff === true) detail.handoff = true;
  if (typeof raw.seq === 'number') detail.seq = raw.seq;
  if (typeof raw.at === 'number') detail.at = raw.at;
  logs.add({ session: detail.session, kind: 'bridge', summary: summarize(detail), detail });
  return detail;
}

function summarize(d: BridgeLogDetail): string {
  const id =
    d.callbackId !== undefined
      ? ` callbackId=${d.callbackId}`
      : d.responseId !== undefined
        ? ` responseId=${d.responseId}`
        : '';
  const error = d.errorCode ? ` ${d.errorCode}` : '';
  const handoff = d.handoff ? ' (hand-off to the host)' : '';
  return `${d.direction} ${d.kind} ${d.functionName ?? ''}${id}${error}${handoff}`
    .replace(/\s+/g, ' ')
    .trim();
}
