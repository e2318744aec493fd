// The task centre's history, newest first: /TaskCenterCompleted lists the tasks done and when,
// /TaskCenterReward the rewards received, when, and where each went (with the way there).
import { Link } from 'react-router-dom';
import type { TaskClaim } from '@merchant-h5/sdk';
import { EmptyState } from '../../../components/QueryState/EmptyState';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useTaskCenterQuery } from '../api/taskCenter';
import { appLink } from '../lib/appLink';
import { destinationText, gainText } from '../lib/rewardText';
import './tasks.css';

const PERIOD = { once: '一次性任务', daily: '每日任务', monthly: '每月任务' } as const;

export interface TaskHistoryViewProps {
  kind: 'completed' | 'rewards';
}

function CompletedRow({ claim }: { claim: TaskClaim }) {
  return (
    <li>
      <RecordRow
        title={claim.title}
        amount="已完成"
        time={`完成于 ${claim.claimedAt}`}
        status={PERIOD[claim.period]}
      />
    </li>
  );
}

function RewardRow({ claim }: { claim: TaskClaim }) {
  const to = appLink(claim.route);
  return (
    <li>
      <RecordRow
        title={claim.title}
        amount={gainText(claim.reward)}
        time={claim.claimedAt}
        status={`已存入${claim.where}`}
        tone="success"
      />
      {to ? (
        <Link className="mh-tasks-link" to={to}>
          {destinationText(claim)}
        </Link>
      ) : null}
    </li>
  );
}

export function TaskHistoryView({ kind }: TaskHistoryViewProps) {
  const query = useTaskCenterQuery(undefined, { refetchOnMountOrArgChange: true });
  const history = query.data?.history ?? [];
  const label = kind === 'completed' ? '已完成的任务' : '奖励记录';
  // The empty state is this screen's answer too (nothing claimed yet): it sits in the ready root.
  return (
    <QueryState {...queryStatus(query)}>
      <div className="mh-tasks" data-state="ready">
        {history.length === 0 ? (
          <EmptyState
            title={kind === 'completed' ? '还没有完成的任务' : '还没有领取过奖励'}
            description="完成任务、领取奖励后会记在这里"
          >
            <Link className="mh-button mh-button--primary" to={href(paths.tasks.taskCenter)}>
              去任务中心做任务
            </Link>
          </EmptyState>
        ) : (
          <Section aria-label={label}>
            <ul className="mh-tasks-rows" aria-label={label}>
              {history.map((c) =>
                kind === 'completed' ? (
                  <CompletedRow key={c.claimId} claim={c} />
                ) : (
                  <RewardRow key={c.claimId} claim={c} />
                ),
              )}
            </ul>
          </Section>
        )}
      </div>
    </QueryState>
  );
}
