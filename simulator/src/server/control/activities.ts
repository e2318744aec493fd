// GET|PUT /__sim/activities: how the session's merchant stands in each activity (status, stock per
// pool entry, draws left, misses in a row), and one activity put in the state a test or QA needs.
import {
  ACTIVITY_STATUSES,
  type ActivitiesAnswer,
  type ActivityStatus,
} from '../../shared/control-api/features';
import type { SimContext } from '../context';
import {
  drawsLeft,
  ineligibleReason,
  playOf,
  setDrawsLeft,
  setStatus,
  statusOf,
} from '../gateway/handlers/activities/chances';
import { cardsOf } from '../gateway/handlers/activities/cards';
import type { Activity, MerchantState } from '../state/model';
import { sessionState, type SimSession } from '../state/session';
import { ControlInputError } from './errors';

/** activityInfo's status codes, in the order of ACTIVITY_STATUSES. */
const STATUS_CODES = ['0', '1', '2'] as const;
const MAX_DRAWS_LEFT = 100_000;
const MAX_CARDS = 999;

export function activitiesSummary(ctx: SimContext, session: SimSession): ActivitiesAnswer {
  const state = sessionState(ctx, session);
  const now = ctx.settings.now();
  return {
    session: session.id,
    activities: state.activities.map((a) => ({
      activityId: a.activityId,
      kind: a.kind,
      name: a.name,
      status: ACTIVITY_STATUSES[STATUS_CODES.indexOf(statusOf(a, now))]!,
      startDate: a.startDate,
      endDate: a.endDate,
      eligible: ineligibleReason(state, a, now) === '',
      drawsLeft: drawsLeft(state, a, now),
      missesInRow: playOf(state, a, now).missesInRow,
      stock: Object.fromEntries(a.prizes.map((p) => [p.poolId, p.stock])),
      ...(a.kind === 'gatherCard'
        ? { cards: Object.fromEntries(cardsOf(state, a).map((c) => [c.cardId, c.owned])) }
        : {}),
    })),
  };
}

/** The new stock of each entry named, all checked before any is set. */
function stockChanges(
  activity: Activity,
  stock: unknown,
): Array<[Activity['prizes'][number], number | null]> {
  if (stock === undefined) return [];
  if (typeof stock !== 'object' || stock === null || Array.isArray(stock))
    throw new ControlInputError('invalid_stock', 'stock must be {poolId: number | null}');
  return Object.entries(stock).map(([poolId, value]) => {
    const entry = activity.prizes.find((p) => p.poolId === poolId);
    if (!entry)
      throw new ControlInputError('invalid_stock', `${activity.activityId} has no pool entry ${poolId}`);
    if (value !== null && !(Number.isInteger(value) && (value as number) >= 0))
      throw new ControlInputError('invalid_stock', `stock of ${poolId} must be a whole number ≥ 0 or null`);
    return [entry, value as number | null];
  });
}

function drawsLeftOf(body: Record<string, unknown>): number | undefined {
  const value = body.drawsLeft;
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_DRAWS_LEFT)
    throw new ControlInputError('invalid_draws_left', `drawsLeft must be a whole number 0…${MAX_DRAWS_LEFT}`);
  return value as number;
}

/** The new count of each gather card named, all checked before any is set. */
function cardChanges(state: MerchantState, activity: Activity, cards: unknown): Array<[string, number]> {
  if (cards === undefined) return [];
  if (typeof cards !== 'object' || cards === null || Array.isArray(cards))
    throw new ControlInputError('invalid_cards', 'cards must be {cardId: number}');
  const set = cardsOf(state, activity).map((c) => c.cardId);
  return Object.entries(cards).map(([cardId, value]) => {
    if (!set.includes(cardId))
      throw new ControlInputError('invalid_cards', `${activity.activityId} has no gather card ${cardId}`);
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_CARDS)
      throw new ControlInputError(
        'invalid_cards',
        `cards of ${cardId} must be a whole number 0…${MAX_CARDS}`,
      );
    return [cardId, value as number];
  });
}

/** `{activityId, stock?, status?, drawsLeft?, cards?}`: checked whole, then applied (status before draws left). */
export function putActivity(
  ctx: SimContext,
  session: SimSession,
  body: Record<string, unknown>,
): ActivitiesAnswer {
  const state: MerchantState = sessionState(ctx, session);
  const now = ctx.settings.now();
  const id = body.activityId;
  if (typeof id !== 'string') throw new ControlInputError('invalid_activity', 'activityId must be a string');
  const activity = state.activities.find((a) => a.activityId === id);
  if (!activity) throw new ControlInputError('not_found', `no activity ${id}`, 404);
  const stock = stockChanges(activity, body.stock);
  const left = drawsLeftOf(body);
  const cards = cardChanges(state, activity, body.cards);
  for (const [entry, value] of stock) entry.stock = value;
  for (const [cardId, value] of cards) (state.gatherCards[activity.activityId] ??= {})[cardId] = value;
  const status = body.status as ActivityStatus | undefined;
  if (status) setStatus(activity, STATUS_CODES[ACTIVITY_STATUSES.indexOf(status)]!, now);
  if (left !== undefined) setDrawsLeft(state, activity, left, now);
  return activitiesSummary(ctx, session);
}
