// What the collection journeys share: the card reader's answer for the session, and the orders the
// simulator holds (GET /__sim/state), newest first.
import { sim } from './sim';

export interface CollectionSummary {
  payOrderNo: string;
  payWay: string;
  purpose: string;
  amount: number;
  status: string;
  statusName: string;
}

/** What the host's card reader answers to `swipeCardPay` (docs/simulator.md "Card reader"). */
export async function cardReader(session: string, errorCode: string): Promise<void> {
  await sim.control('collect/swipe', { errorCode }, session, 'PUT');
}

export async function collections(session: string): Promise<CollectionSummary[]> {
  return (await sim.control<{ collections: CollectionSummary[] }>('state', undefined, session)).collections;
}
