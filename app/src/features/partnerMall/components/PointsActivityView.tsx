// /pointsMall/activity: the points activity (积分狂欢周) — the points taking part gives, first and
// large; whether the merchant has taken part; the way to take part while it runs; its rules.
import { Link } from 'react-router-dom';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { useHost } from '../../../lib/host/useHost';
import { POINTS_ACTIVITY_ID, usePointsActivityQuery } from '../api/pointsActivity';
import { attendBonus } from '../lib/attendBonus';
import { formatPoints } from '../../../lib/format';
import { AttendAction } from './AttendAction';
import './partnerMall.css';

function ActivityContent({ activity }: { activity: ActivityInfo }) {
  const { accessContext } = useHost();
  const bonus = attendBonus(activity);
  const running = activity.status === '1';
  return (
    <div data-state="ready">
      <Section className="mh-pact-headline" aria-labelledby="pact-name">
        <h1 id="pact-name">{activity.name}</h1>
        <p>{activity.attended === '1' ? '已获得' : '参与即得'}</p>
        <p className="mh-pact-points" data-testid="activity-points">
          {formatPoints(bonus)}
          <small>积分</small>
        </p>
        <p>
          <span className="mh-pact-status" data-tone={running ? 'running' : 'ended'}>
            {running ? '进行中' : '已结束'}
          </span>
          {' · '}
          {showYmd(activity.startDate)} 至 {showYmd(activity.endDate)}
        </p>
      </Section>
      <AttendAction activity={activity} bonus={bonus} />
      <Section title="活动规则">
        <ServerHtml className="mh-pact-rules" html={activity.rules} />
      </Section>
      <nav className="mh-pact-actions" aria-label="积分去处">
        <Link className="mh-pact-link" to={href(paths.points.integralLoading, { client: accessContext })}>
          去兑吧积分商城花积分
        </Link>
        <Link className="mh-pact-link" to={href(paths.points.home)}>
          返回积分首页
        </Link>
      </nav>
    </div>
  );
}

export function PointsActivityView() {
  const query = usePointsActivityQuery(POINTS_ACTIVITY_ID);
  return (
    <QueryState {...queryStatus(query)} isEmpty={!query.data} emptyText="活动暂未开放">
      {query.data ? <ActivityContent activity={query.data} /> : null}
    </QueryState>
  );
}
