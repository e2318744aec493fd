// Activities: their page (status, eligibility, draws left), progress and the gather-card red pack.
import { dateTime, ymd } from '../../../state/clock';
import { PRIZE_STATUS_NAMES } from '../../../state/generate/activities';
import type { Activity, MerchantState, Prize } from '../../../state/model';
import { notFound } from '../../errors';
import { mintId, optString } from '../input';
import { duplicate } from '../rules';
import { serverHtml } from '../server-html';
import type { HandlerInput, ServiceHandlers } from '../types';
import { attendanceOf } from './attendance';
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
    };
  },
  activityProgress: ({ state, input }) => {
    const activity = activityOf(state, input);
    return {
      activityId: activity.activityId,
      progress: activity.progress,
      target: activity.target,
      percent: Math.round((activity.progress / activity.target) * 100),
    };
  },
  activitySynthesisRedPack: ({ state, input, now }) => {
    const activity = activityOf(state, input);
    if (state.prizes.some((p) => p.activityId === activity.activityId && p.prizeType === '05'))
      throw duplicate('红包已合成');
    const record: Prize = {
      prizeId: mintId(state, 'PZ', ymd(now)),
      activityId: activity.activityId,
      activityName: activity.name,
      prizeName: '合成红包 8.88 元',
      prizeType: '05',
      amount: 8.88,
      time: dateTime(now),
      status: '1',
      statusName: PRIZE_STATUS_NAMES['1'],
      claimDeadline: '',
      address: null,
    };
    state.prizes.unshift(record);
    return { prize: record };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
