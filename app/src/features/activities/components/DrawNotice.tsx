// Why the merchant cannot draw now, in place of 抽奖, with the way on: the rules before it starts,
// the prizes after it ends, certification or membership for those it leaves out, and where more
// chances come from once they are spent. A refused draw's message (the server's words) stands in
// for the state's own, so a refusal is said once.
import { Link } from 'react-router-dom';
import type { ActivityInfo, ChanceSource } from '@merchant-h5/sdk';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import type { DrawState } from '../lib/drawState';
import { prizesHref, rulesHref, type GameKind } from '../lib/links';
import './activities.css';

/** Where a way to more chances is done. */
const SOURCE_LINKS: Partial<Record<ChanceSource['source'], { to: string; text: string }>> = {
  signIn: { to: href(paths.points.home), text: '去签到' },
  task: { to: href(paths.tasks.taskCenter), text: '去做任务' },
};

function stateText(activity: ActivityInfo, state: DrawState): string {
  switch (state) {
    case 'notStarted':
      return `活动将于 ${showYmd(activity.startDate)} 开始，先看看活动规则吧`;
    case 'ended':
      return '活动已结束，感谢参与。已得奖品可在「我的奖品」查看';
    case 'ineligible':
      return activity.ineligibleReason || '您暂不符合本活动的参与条件';
    case 'noDraws':
      return '抽奖次数已用完';
    case 'ready':
      return '';
  }
}

function NextStep({ kind, activity, state }: { kind: GameKind; activity: ActivityInfo; state: DrawState }) {
  const rules = rulesHref(kind, activity.activityId);
  if (state === 'notStarted' && rules !== undefined)
    return (
      <Link className="mh-button mh-button--link" to={rules}>
        查看活动规则
      </Link>
    );
  if (state === 'ended')
    return (
      <Link className="mh-button mh-button--link" to={prizesHref(activity.activityId)}>
        查看我的奖品
      </Link>
    );
  if (state === 'ineligible' && activity.audience === 'certified')
    return (
      <Link className="mh-button mh-button--link" to={href(paths.certification.businessCertificate)}>
        去认证
      </Link>
    );
  if (state === 'ineligible' && activity.audience === 'member')
    return (
      <Link className="mh-button mh-button--link" to={href(paths.members.paidMembers)}>
        开通会员
      </Link>
    );
  if (state !== 'noDraws') return null;
  const earned = activity.chanceSources.filter((s) => s.source !== 'daily');
  return (
    <>
      <p>{earned.length > 0 ? '获得更多抽奖次数：' : `每天 ${activity.drawTimes} 次，明天再来`}</p>
      {earned.length > 0 ? (
        <ul className="mh-lottery-sources">
          {earned.map((s) => {
            const link = SOURCE_LINKS[s.source];
            return (
              <li key={`${s.source}-${s.text}`}>
                <span>
                  {s.text}，+{s.chances} 次
                </span>
                {link ? (
                  <Link className="mh-button mh-button--link" to={link.to}>
                    {link.text}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

export interface DrawNoticeProps {
  /** The game the activity is played in (its rules are that game's). */
  kind: GameKind;
  activity: ActivityInfo;
  state: DrawState;
  /** A refused draw's message. */
  refusal?: string;
}

export function DrawNotice({ kind, activity, state, refusal }: DrawNoticeProps) {
  if (state === 'ready' && !refusal) return null;
  return (
    <Section
      look="card"
      aria-label="抽奖提示"
      className="mh-lottery-notice"
      data-state={state}
      data-testid="draw-notice"
    >
      <p role={refusal ? 'alert' : undefined}>{refusal ?? stateText(activity, state)}</p>
      <NextStep kind={kind} activity={activity} state={state} />
    </Section>
  );
}
