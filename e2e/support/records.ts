// The records a journey opens: the simulator's newest failed payment, refund, withdrawal in
// progress and failed withdrawal of the session (GET /__sim/state → records.samples).
import { sim } from './sim';

export interface RecordSamples {
  failedTrade?: { uuid: string; tranDt: string };
  refund?: { uuid: string; tranDt: string };
  pendingWithdrawal?: string;
  failedWithdrawal?: string;
}

/** @example const { failedTrade } = await recordSamples(session); */
export async function recordSamples(session: string): Promise<RecordSamples> {
  const state = await sim.control<{ records: { samples: RecordSamples } }>('state', undefined, session);
  return state.records.samples;
}

/** The mini-program mirror's prefix (docs/product.md §2). */
export const MIRROR = '/zEraAGeneraMiniProgramWeb';

/** Hosts a records journey runs in, with the route prefix each reaches the screen under. */
export const RECORD_HOSTS = [
  { host: 'android', prefix: '' },
  { host: 'ios', prefix: '' },
  { host: 'miniprogram', prefix: MIRROR },
] as const;
