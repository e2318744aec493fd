// Activities: their page, draws, progress, prizes and red packs.
import { dateTime, ymd } from '../../../state/clock';
import { drawPrize } from '../../../state/generate/engagement';
import type { Activity, MerchantState, Prize } from '../../../state/model';
import { notFound } from '../../errors';
import { changePoints } from '../ledger';
import { mintId, optString } from '../input';
import { duplicate, wrongState } from '../rules';
import type { HandlerInput, ServiceHandlers } from '../types';
import { attendanceOf } from './attendance';
import { serverHtml } from '../server-html';

function activityOf(
  state: MerchantState,
  input: HandlerInput<'activityInfo' | 'activityDraw' | 'activityProgress' | 'activitySynthesisRedPack'>,
): Activity {
  const id = optString(input, 'activityId');
  const activity = id ? state.activities.find((a) => a.activityId === id) : state.activities[0];
  if (!activity) throw notFound(`活动 ${id ?? ''}`);
  return activity;
}

function drawsLeft(state: MerchantState, activity: Activity, now: number): number {
  const today = dateTime(now).slice(0, 10);
  const used = state.prizes.filter(
    (p) => p.activityId === activity.activityId && p.time.startsWith(today),
  ).length;
  return Math.max(0, activity.drawTimes - used);
}

export const activityHandlers = {
  activityInfo: ({ session, state, input, now }) => {
    const activity = activityOf(state, input);
    return {
      ...activity,
      rules: serverHtml(session, activity.rules),
      remainingDraws: drawsLeft(state, activity, now),
      status: activity.endDate >= ymd(now) ? '1' : '2',
      ...(activity.kind === 'pointsMall' ? attendanceOf(state, activity.activityId) : {}),
    };
  },
  activityDraw: ({ session, state, input, now }) => {
    const activity = activityOf(state, input);
    if (drawsLeft(state, activity, now) === 0) throw wrongState('今日抽奖次数已用完');
    const prize = drawPrize(activity, session.random);
    const record: Prize = {
      prizeId: mintId(state, 'PZ', ymd(now)),
      activityId: activity.activityId,
      activityName: activity.name,
      prizeName: prize.prizeName,
      prizeType: prize.prizeType,
      amount: prize.amount,
      time: dateTime(now),
      status: '1',
      statusName: '已发放',
    };
    state.prizes.unshift(record);
    activity.progress = Math.min(activity.target, activity.progress + 1);
    if (prize.prizeType === '02') changePoints(state, prize.amount, `活动奖励：${activity.name}`, now);
    return { prize: record, remainingDraws: drawsLeft(state, activity, now) };
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
  activityPrizeList: ({ state, input }) => {
    const id = optString(input, 'activityId');
    const list = state.prizes.filter((p) => !id || p.activityId === id);
    return { list, total: list.length };
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
      statusName: '已发放',
    };
    state.prizes.unshift(record);
    return { prize: record };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
