// One 'http' log entry per gateway request: what it carried (headers incl. CANARY_ACTIVE, the
// decrypted body) and what it got (status, decrypted answer); the log store masks the secrets.
import type { SimContext } from '../context';
import type { Answer } from '../http/answer';
import type { EnvironmentName } from './environment';
import type { Trace } from './pipeline';
import { textForLog, valueForLog } from '../logs/redact';

export interface Exchange {
  method: string;
  url: string;
  environment: EnvironmentName;
  headers: Record<string, string>;
  trace: Trace;
  status: number | null;
  answer: Answer | null;
  durationMs: number;
  outcome: 'answer' | 'drop' | 'hang';
}

export function logExchange(ctx: SimContext, x: Exchange): void {
  const canary = Object.entries(x.headers).find(([k]) => k.toUpperCase() === 'CANARY_ACTIVE')?.[1] ?? null;
  const result = x.outcome === 'drop' ? 'dropped' : x.status === null ? 'hung up' : String(x.status);
  ctx.logs.add({
    session: x.trace.session,
    kind: 'http',
    summary: `${x.method} ${x.url.replace(/^.*?\/gateway/, '')} → ${result} (${Math.round(x.durationMs)} ms)`,
    detail: {
      environment: x.environment,
      accessContext: x.trace.context,
      endpoint: x.trace.endpoint,
      method: x.method,
      url: x.url,
      headers: x.headers,
      canaryActive: canary,
      requestSealed: x.trace.requestSealed,
      requestBody: valueForLog(x.trace.requestBody),
      status: x.status,
      responseSealed: x.answer?.sealed ?? false,
      responseBody: x.answer ? textForLog(x.answer.plain) : null,
      durationMs: Math.round(x.durationMs * 10) / 10,
      faults: x.trace.faults,
      idempotency: x.trace.idempotency,
      outcome: x.outcome,
    },
  });
}
