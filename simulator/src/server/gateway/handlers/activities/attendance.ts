// Taking part in a points activity (kind 'pointsMall', e.g. A1010 积分狂欢周): once per activity and
// only while it runs, for the activity's points prize; activityInfo tells the next visit.
import { dateTime, ymd } from '../../../state/clock';
import type { Activity, MerchantState } from '../../../state/model';
import { notFound } from '../../errors';
import { changePoints } from '../ledger';
import { duplicate, wrongState } from '../rules';

/** What activityInfo adds for a points activity: whether, and when, the merchant took part. */
export function attendanceOf(
  state: MerchantState,
  activityId: string,
): { attended: '0' | '1'; attendTime: string } {
  const at = Object.hasOwn(state.activityAttendance, activityId)
    ? state.activityAttendance[activityId]
    : undefined;
  return at ? { attended: '1', attendTime: at } : { attended: '0', attendTime: '' };
}

/** The points taking part gives: the activity's points prizes. */
export function attendPoints(activity: Activity): number {
  return activity.prizes.filter((p) => p.prizeType === '02').reduce((sum, p) => sum + p.amount, 0);
}

/**
 * Takes part in `activityId` (default: the first points activity): 1004 unknown, 3005 not a points
 * activity or not running, 3007 already taken part; else adds its points (one bill entry).
 */
export function attendActivity(state: MerchantState, activityId: string | undefined, now: number) {
  const activity = activityId
    ? state.activities.find((a) => a.activityId === activityId)
    : state.activities.find((a) => a.kind === 'pointsMall');
  if (!activity) throw notFound(`活动 ${activityId ?? ''}`);
  if (activity.kind !== 'pointsMall') throw wrongState('该活动无需报名参与');
  const today = ymd(now);
  if (activity.startDate > today) throw wrongState('活动尚未开始');
  if (activity.endDate < today) throw wrongState('活动已结束');
  if (attendanceOf(state, activity.activityId).attended === '1')
    throw duplicate('已参与本次活动，请勿重复操作');
  const points = attendPoints(activity);
  if (points > 0) changePoints(state, points, `参与活动：${activity.name}`, now);
  const attendTime = dateTime(now);
  state.activityAttendance[activity.activityId] = attendTime;
  return {
    activityId: activity.activityId,
    attended: '1',
    attendTime,
    balance: state.points.balance,
  };
}
