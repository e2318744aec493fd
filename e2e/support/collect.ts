// What the collection journeys share: the card reader's answer for the session, and the orders the
// simulator holds (GET /__sim/state), newest first.
import type { StateSummary } from '../../simulator/src/shared/control-api/state-summary';
import { sim } from './sim';

/** A payment order as GET /__sim/state summarises it. */
export type CollectionSummary = StateSummary['collections'][number];

/** What the host's card reader answers to `swipeCardPay` (docs/simulator.md "Card reader"). */
export async function cardReader(session: string, errorCode: string): Promise<void> {
  await sim.control('collect/swipe', { errorCode }, session, 'PUT');
}

export async function collections(session: string): Promise<CollectionSummary[]> {
  return (await sim.control('GET /state', { session })).collections;
}
