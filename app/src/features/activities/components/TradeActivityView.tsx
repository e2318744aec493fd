// /trade/activity/{client?}, the trading campaign (交易活动, kind 'tradeActivity'): this month's card
// trades first and large, with how many, the way to the next tier, the tiers as a timeline (each with
// its reward: 未达标, 待领取, 已领取) and 领取 for each tier reached, once (LevelReceive, as the standard
// axis). A reward lands where it belongs: points in the points bill, a coupon in 我的券. `{client?}` is
// the channel the page was opened from (docs/product.md §2 "Other"): the campaign is the same in each.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityInfo, Prize } from '@merchant-h5/sdk';
import { Timeline } from '../../../components/Timeline/Timeline';
import { href, paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { axisState, levelSteps } from '../lib/axis';
import { ActivityHead } from './ActivityHead';
import { ActivityLoader } from './ActivityLoader';
import { AxisNotice, LevelProgress, ReceivedPrize, WaitingLevels } from './AxisLevels';
import './activities.css';

/** What counts toward the tiers, in the tiers' and the progress's words. */
const CARD_TRADE = '刷卡交易';

function TradeActivity({ activity }: { activity: ActivityInfo }) {
  const [received, setReceived] = useState<Prize>();
  const levels = activity.levels ?? [];
  const state = axisState(activity);
  return (
    <div className="mh-lottery" data-state="ready">
      <ActivityHead
        activity={activity}
        label="本期已刷卡交易"
        count={formatYuan(activity.progress)}
        countTestId="trade-progress"
      >
        <p className="mh-lottery-dates" data-testid="trade-count">
          共 {activity.tradeCount ?? 0} 笔刷卡交易（扫码收款不计入）
        </p>
        <LevelProgress activity={activity} label="活动进度" counted={CARD_TRADE} />
      </ActivityHead>
      {levels.length > 0 ? (
        <Timeline label="奖励档位" steps={levelSteps(levels, activity.progress, state, CARD_TRADE)} />
      ) : null}
      <AxisNotice
        activity={activity}
        state={state}
        startsCounting="开始后的刷卡交易计入进度"
        ended="本期活动已结束，感谢参与。已领取的奖励可在「已领奖励」查看"
        testId="trade-notice"
      />
      <div aria-live="polite">
        {received ? <ReceivedPrize prize={received} listName="已领奖励" testId="trade-received" /> : null}
      </div>
      <WaitingLevels activity={activity} state={state} onReceived={setReceived} />
      <nav className="mh-lottery-links" aria-label="活动">
        <Link className="mh-button mh-button--link" to={href(paths.tasks.tradeReceived)}>
          已领奖励
        </Link>
        <Link className="mh-button mh-button--link" to={href(paths.tasks.tradeActivityRules)}>
          活动规则
        </Link>
      </nav>
    </div>
  );
}

/** This month's trading campaign (the first of its kind: the route names none). */
export function TradeActivityView() {
  return (
    <ActivityLoader activityId="" kind="tradeActivity">
      {(activity) => <TradeActivity activity={activity} />}
    </ActivityLoader>
  );
}
