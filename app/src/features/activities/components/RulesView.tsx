// A game's rules (/lotteryMachine/rules?activityId=…): an activity's terms (without one, the first
// of the game's kind): when it
// runs, who may take part, the chances a day and where more come from, the guaranteed prize, the
// prizes with their odds from the same pool the server draws from, then the server's rules text
// through the one sanitiser.
import { useSearchParams } from 'react-router-dom';
import type { ActivityAudience, ActivityInfo } from '@merchant-h5/sdk';
import { DetailFields } from '../../../components/DetailScreen/DetailFields';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { showYmd } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import type { GameKind } from '../lib/links';
import { ActivityLinks } from './ActivityLinks';
import { ActivityLoader } from './ActivityLoader';
import { OddsTable } from './OddsTable';
import './activities.css';

const AUDIENCE: Record<ActivityAudience, string> = {
  all: '全部商户',
  certified: '已完成商户认证的商户',
  member: '付费会员',
};

/**
 * The terms under the activity's head: where more draws come from, the prizes with their odds and
 * the server's rules text. A game without a rules address (the March gift) shows them under its board.
 */
export function RulesSections({ activity }: { activity: ActivityInfo }) {
  const earned = activity.chanceSources.filter((s) => s.source !== 'daily');
  return (
    <>
      {earned.length > 0 ? (
        <Section title="更多抽奖机会">
          <ul className="mh-lottery-sources" data-testid="chance-sources">
            {earned.map((s) => (
              <li key={`${s.source}-${s.text}`}>
                {s.text}，+{s.chances} 次
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={activity.cards ? '卡片与抽中概率' : '奖品与中奖概率'}>
        <OddsTable prizes={activity.prizes} />
        {activity.cards && activity.redPackAmount !== undefined ? (
          <p className="mh-prize-note" data-testid="red-pack-rule">
            集齐 {activity.cards.length} 张卡可合成 {formatYuan(activity.redPackAmount)} 红包
          </p>
        ) : null}
      </Section>
      <Section title="活动规则">
        <ServerHtml html={activity.rules} />
      </Section>
    </>
  );
}

function Rules({ activity, kind }: { activity: ActivityInfo; kind: GameKind }) {
  return (
    <div className="mh-lottery" data-state="ready">
      <Section title={activity.name} level={1}>
        <DetailFields
          fields={[
            { label: '活动时间', value: `${showYmd(activity.startDate)} 至 ${showYmd(activity.endDate)}` },
            { label: '参与对象', value: AUDIENCE[activity.audience] },
            { label: '每日抽奖', value: `${activity.drawTimes} 次` },
            {
              label: '保底',
              value:
                activity.guaranteeAfter === null
                  ? ''
                  : `连续 ${activity.guaranteeAfter} 次未中奖，下一次必中奖`,
            },
          ]}
        />
      </Section>
      <RulesSections activity={activity} />
      <ActivityLinks kind={kind} activityId={activity.activityId} to={['game', 'prizes']} />
    </div>
  );
}

/** The rules of the game `kind` plays: of `?activityId=`, or the first activity of that kind. */
export function RulesView({ kind }: { kind: GameKind }) {
  const [params] = useSearchParams();
  return (
    <ActivityLoader activityId={params.get('activityId') ?? ''} kind={kind}>
      {(a) => <Rules activity={a} kind={kind} />}
    </ActivityLoader>
  );
}
