// What the points-mall journeys check in the simulator after an action: the balance, the bill's
// length and the newest orders (GET /__sim/state), and the exchanges the gateway received.
import { sim } from './sim';

export interface PointsSummary {
  points: { balance: number; billEntries: number };
  member: { vipStatus: string };
  orders: {
    integral: number;
    latestIntegral: Array<{ orderNo: string; commodityName: string; points: number; statusName: string }>;
  };
}

/** @example expect((await pointsSummary(session)).points.balance).toBe(5380) */
export function pointsSummary(session: string): Promise<PointsSummary> {
  return sim.control<PointsSummary>('state', undefined, session);
}

/**
 * The integralExchange calls the gateway logged, with how their idempotency key was met ('new': it
 * ran; 'replay': the first answer sent again).
 */
export async function exchangeCalls(session: string): Promise<Array<{ idempotency?: string }>> {
  return (await sim.logs<{ endpoint?: string; idempotency?: string }>(session, 'http'))
    .map((e) => e.detail)
    .filter((d) => d.endpoint === 'integralExchange');
}
