// The pieces a campaign of levels of yuan shows (the standard axis, the trading campaign): the way to
// the next level, why nothing can be received when the campaign does not run for this merchant, what
// the last 领取 gave and where it went, and 领取 for each level reached while it does (LevelReceive:
// once, whatever the taps).
import { Link } from 'react-router-dom';
import type { ActivityInfo, AxisLevel, Prize } from '@merchant-h5/sdk';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { nextLevel, progressText, type AxisState } from '../lib/axis';
import { LevelReceive } from './LevelReceive';

/** The bar to the next level (full once every level is reached); `counted` names what counts. */
export function LevelProgress({
  activity,
  label,
  counted,
}: {
  activity: ActivityInfo;
  label: string;
  counted?: string;
}) {
  const levels = activity.levels ?? [];
  if (levels.length === 0) return null;
  const next = nextLevel(levels, activity.progress);
  return (
    <ProgressBar
      label={label}
      value={activity.progress}
      max={next ? next.level.target : activity.target}
      text={progressText(levels, activity.progress, counted)}
      tone={next ? 'progress' : 'done'}
    />
  );
}

/**
 * Why no level can be received now, in the campaign's words: `startsCounting` follows the start date,
 * `ended` says where what was received stays. A merchant left out gets `joinWay` when the campaign has
 * one. Nothing while the campaign runs for this merchant.
 */
export function AxisNotice({
  activity,
  state,
  startsCounting,
  ended,
  joinWay,
  testId,
}: {
  activity: ActivityInfo;
  state: AxisState;
  startsCounting: string;
  ended: string;
  joinWay?: { to: string; text: string };
  testId: string;
}) {
  if (state === 'ready') return null;
  const text =
    state === 'notStarted'
      ? `活动将于 ${showYmd(activity.startDate)} 开始，${startsCounting}`
      : state === 'ended'
        ? ended
        : activity.ineligibleReason || '您暂不符合本活动的参与条件';
  const way = state === 'ineligible' ? joinWay : undefined;
  return (
    <Section look="card" aria-label="活动提示" className="mh-lottery-notice" data-testid={testId}>
      <p>{text}</p>
      {way ? (
        <Link className="mh-button mh-button--link" to={way.to}>
          {way.text}
        </Link>
      ) : null}
    </Section>
  );
}

/**
 * What the last 领取 gave, read out: points say they are counted (the points bill), a coupon that it
 * is in 我的券, anything else where the campaign lists what was received (`listName`).
 */
export function ReceivedPrize({
  prize,
  listName,
  testId,
}: {
  prize: Prize;
  listName: string;
  testId: string;
}) {
  const where =
    prize.prizeType === '02'
      ? { text: '，积分已到账', to: href(paths.points.pointBill), link: '查看积分明细' }
      : prize.prizeType === '03'
        ? { text: '，已放入「我的券」', to: href(paths.tasks.privateCoupon), link: '查看我的券' }
        : { text: `，可在「${listName}」查看`, to: undefined, link: '' };
  return (
    <Section look="card" aria-label="领取结果" data-testid={testId}>
      <p>
        已领取 {prize.prizeName}
        {where.text}
      </p>
      {where.to ? (
        <Link className="mh-button mh-button--link" to={where.to}>
          {where.link}
        </Link>
      ) : null}
    </Section>
  );
}

/** 领取 for each level reached and not received, while the campaign runs for this merchant. */
export function WaitingLevels({
  activity,
  state,
  onReceived,
}: {
  activity: ActivityInfo;
  state: AxisState;
  onReceived: (prize: Prize) => void;
}) {
  const waiting: AxisLevel[] =
    state === 'ready' ? (activity.levels ?? []).filter((l) => l.status === '1') : [];
  if (waiting.length === 0) return null;
  return (
    <Section title="待领取的奖励">
      <ul className="mh-lottery-sources" aria-label="待领取的奖励">
        {waiting.map((l) => (
          <LevelReceive key={l.level} activityId={activity.activityId} level={l} onReceived={onReceived} />
        ))}
      </ul>
    </Section>
  );
}
