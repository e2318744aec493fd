// Activities: their page (status, eligibility, draws left), progress and the gather-card red pack.
import type { Activity, MerchantState } from '../../../state/model';
import { notFound } from '../../errors';
import { optString } from '../input';
import { serverHtml } from '../server-html';
import type { HandlerInput, ServiceHandlers } from '../types';
import { attendanceOf } from './attendance';
import { axisInfoOf, isLevelled } from './axis';
import { cardsInfoOf, cardsProgress, synthesiseRedPack } from './cards';
import { drawsLeft, ineligibleReason, playOf, statusOf } from './chances';

/** The activity `id` names (1004 when none has it), or the first one (of `kind`, when given). */
export function findActivity(state: MerchantState, id: string | undefined, kind?: string): Activity {
  const activity = id
    ? state.activities.find((a) => a.activityId === id)
    : state.activities.find((a) => !kind || a.kind === kind);
  if (!activity) throw notFound(`活动 ${id ?? kind ?? ''}`);
  return activity;
}

export function activityOf(
  state: MerchantState,
  input: HandlerInput<'activityDraw' | 'activityProgress' | 'activitySynthesisRedPack'>,
): Activity {
  return findActivity(state, optString(input, 'activityId'));
}

export const activityHandlers = {
  activityInfo: ({ session, state, input, now }) => {
    const activity = findActivity(state, optString(input, 'activityId'), optString(input, 'kind'));
    const reason = ineligibleReason(state, activity, now);
    return {
      ...activity,
      rules: serverHtml(session, activity.rules),
      remainingDraws: drawsLeft(state, activity, now),
      status: statusOf(activity, now),
      eligible: reason === '',
      ineligibleReason: reason,
      missesInRow: playOf(state, activity, now).missesInRow,
      ...(activity.kind === 'pointsMall' ? attendanceOf(state, activity.activityId) : {}),
      ...(isLevelled(activity) ? axisInfoOf(state, activity, now) : {}),
      ...(activity.kind === 'gatherCard' ? cardsInfoOf(state, activity) : {}),
    };
  },
  activityProgress: ({ state, input, now }) => {
    const activity = activityOf(state, input);
    const { progress = 0, target = 0 } =
      activity.kind === 'gatherCard'
        ? cardsProgress(state, activity)
        : isLevelled(activity)
          ? axisInfoOf(state, activity, now)
          : activity;
    return {
      activityId: activity.activityId,
      progress,
      target,
      percent: target > 0 ? Math.round((progress / target) * 100) : 0,
    };
  },
  activitySynthesisRedPack: ({ state, input, now }) =>
    synthesiseRedPack(state, activityOf(state, input), now),
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
