// The gather cards a scenario's merchant already holds: one who won prizes before collected every
// card but the rarest of each gather-card activity that has started (one or two of each), so QA can
// draw the last one and make a red pack; a new merchant holds none.
import type { Activity } from '../model';
import { startOfDay, ymd } from '../clock';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';

export function generateCards(
  def: ScenarioDefinition,
  activities: Activity[],
  rng: Random,
  now: number,
): Record<string, Record<string, number>> {
  if (def.prizes === 0) return {};
  const today = ymd(startOfDay(now));
  const out: Record<string, Record<string, number>> = {};
  for (const activity of activities) {
    const cards = activity.prizes.filter((e) => e.prizeType === '07');
    if (activity.kind !== 'gatherCard' || cards.length < 2 || activity.startDate > today) continue;
    const rarest = cards.reduce((a, b) => (b.weight < a.weight ? b : a));
    out[activity.activityId] = Object.fromEntries(
      cards.filter((c) => c !== rarest).map((c) => [c.poolId, rng.int(1, 2)]),
    );
  }
  return out;
}
