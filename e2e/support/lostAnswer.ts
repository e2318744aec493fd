// What the lost-answer journeys share (issue 32): what the app says when an action's answer never
// came, and how the gateway met each call of one endpoint ('new': it ran; 'replay': the first answer
// sent again; and whether that answer was dropped on the way back).
import { sim } from './sim';

export const OUTCOME_UNKNOWN = '网络异常，结果未知。稍后再点一次即查询这笔结果，不会重复提交';

export interface GatewayCall {
  endpoint?: string;
  /** The decrypted body, as the simulator logged it (secrets masked). */
  requestBody?: Record<string, unknown>;
  idempotency?: 'new' | 'replay' | 'conflict' | null;
  outcome?: 'answer' | 'drop' | 'hang';
}

/** @example expect((await gatewayCalls(session, 'happySend')).filter((c) => c.idempotency === 'new')).toHaveLength(1) */
export async function gatewayCalls(session: string, endpoint: string): Promise<GatewayCall[]> {
  return (await sim.logs<GatewayCall>(session, 'http'))
    .map((e) => e.detail)
    .filter((d) => d.endpoint === endpoint);
}

/** How many calls of `endpoint` ran (the others replayed a first answer or were refused). */
export async function runs(session: string, endpoint: string): Promise<number> {
  return (await gatewayCalls(session, endpoint)).filter((c) => c.idempotency === 'new').length;
}
