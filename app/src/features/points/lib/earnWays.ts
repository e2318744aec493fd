// How a merchant earns points, as the rules page and the new merchant's page tell it. The sign-in
// numbers are the server's (activitySignInStatus) where a screen has them.
import { paths } from '../../../config/paths';

export interface EarnWay {
  title: string;
  detail: string;
  /** Where to do it, when there is a screen for it. */
  to?: string;
  action?: string;
}

export const EARN_WAYS: readonly EarnWay[] = [
  {
    title: '每日签到',
    detail: '每天签到得积分，连续签到 3 天、7 天另有奖励',
    to: paths.points.home,
    action: '去签到',
  },
  {
    title: '交易达标',
    detail: '刷卡、扫码收款达标后发放积分，在积分首页领取',
    to: paths.points.home,
    action: '去领取',
  },
  {
    title: '完成任务',
    detail: '任务中心的任务完成后可领积分奖励',
    to: paths.tasks.taskCenter,
    action: '去完成',
  },
  { title: '参与活动', detail: '平台营销活动中抽中的积分直接到账' },
];
