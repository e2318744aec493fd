// The addresses the activities' screens link to, built from the route patterns (never by hand).
import { href, paths } from '../../../config/paths';

/** The lottery machine of one activity ('' : the first one). */
export const lotteryHref = (activityId: string) =>
  href(paths.activities.lotteryMachineHome, activityId ? { activityId } : {});

/** Its rules (`?activityId=`: an activity's id, nothing personal). */
export const rulesHref = (activityId: string) =>
  href(paths.activities.lotteryMachineRules, {}, activityId ? { activityId } : {});

/** The prizes won, of one activity ('' : all). */
export const prizesHref = (activityId: string) =>
  href(paths.activities.commonPrizeList, activityId ? { activityId } : {});
