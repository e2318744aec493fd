// /activities/standardAxis, the standard axis (达标轴): the yuan traded in the activity's days first
// and large, the way to the next level, the levels as a timeline (each with its reward: 未达标,
// 待领取, 已领取), and 领取 for each level reached. Receiving is idempotent (useSubmitOnce: a double
// tap or a retry after a lost answer receives once) and its refusal is said above its button; not
// started, ended and left out say so with the way on.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityInfo, Prize } from '@merchant-h5/sdk';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { Timeline } from '../../../components/Timeline/Timeline';
import { href, paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';
import { axisState, levelSteps } from '../lib/axis';
import { ActivityHead } from './ActivityHead';
import { ActivityLoader } from './ActivityLoader';
import { AxisNotice, LevelProgress, ReceivedPrize, WaitingLevels } from './AxisLevels';
import './activities.css';

/** Where a merchant left out of the axis can go to take part, by who the axis is for. */
function joinWay(activity: ActivityInfo): { to: string; text: string } | undefined {
  if (activity.audience === 'certified')
    return { to: href(paths.certification.businessCertificate), text: '去认证' };
  if (activity.audience === 'member') return { to: href(paths.members.paidMembers), text: '开通会员' };
  return undefined;
}

function StandardAxis({ activity }: { activity: ActivityInfo }) {
  const [received, setReceived] = useState<Prize>();
  const levels = activity.levels ?? [];
  const state = axisState(activity);
  return (
    <div className="mh-lottery" data-state="ready">
      <ActivityHead
        activity={activity}
        label="活动期间已交易"
        count={formatYuan(activity.progress)}
        countTestId="axis-traded"
      >
        <LevelProgress activity={activity} label="达标进度" />
      </ActivityHead>
      {levels.length > 0 ? (
        <Timeline label="达标档位" steps={levelSteps(levels, activity.progress, state)} />
      ) : null}
      <AxisNotice
        activity={activity}
        state={state}
        startsCounting="开始后的交易计入达标进度"
        ended="活动已结束，感谢参与。已领取的奖励可在「我的奖品」查看"
        joinWay={joinWay(activity)}
        testId="axis-notice"
      />
      <div aria-live="polite">
        {received ? <ReceivedPrize prize={received} listName="我的奖品" testId="axis-received" /> : null}
      </div>
      <WaitingLevels activity={activity} state={state} onReceived={setReceived} />
      {activity.rules ? (
        <Section title="活动规则">
          <ServerHtml html={activity.rules} />
        </Section>
      ) : null}
      <nav className="mh-lottery-links" aria-label="活动">
        <Link className="mh-button mh-button--link" to={href(paths.activities.standardAxisMyPrize)}>
          我的奖品
        </Link>
      </nav>
    </div>
  );
}

/** The first standard axis (the route names none). */
export function StandardAxisView() {
  return (
    <ActivityLoader activityId="" kind="standardAxis">
      {(activity) => <StandardAxis activity={activity} />}
    </ActivityLoader>
  );
}
