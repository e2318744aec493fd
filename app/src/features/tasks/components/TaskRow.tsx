// One task: what it is, how far along (x/y), what it pays, and its action — 去完成 (the task's page),
// 领取 (once: one idempotency key per task, the button locked in flight, a refusal said in the row),
// or 已完成.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppTask, TaskClaim } from '@merchant-h5/sdk';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { formatPoints } from '../../../lib/format';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useClaimTaskRewardMutation } from '../api/taskCenter';
import { appLink } from '../lib/appLink';

const PERIOD = { once: '', daily: '每日', monthly: '每月' } as const;

const count = (task: AppTask, n: number) => (task.unit === '元' ? formatPoints(n) : String(n));

export interface TaskRowProps {
  task: AppTask;
  onClaimed: (claim: TaskClaim) => void;
}

export function TaskRow({ task, onClaimed }: TaskRowProps) {
  const [claimReward] = useClaimTaskRewardMutation();
  const { submit, submitting } = useSubmitOnce(`task-${task.taskId}`);
  const [refusal, setRefusal] = useState('');
  // Claimed: the button stays locked until the task centre's new answer shows the task done.
  const [claimed, setClaimed] = useState(false);
  const body = { taskId: task.taskId };
  const claim = async () => {
    setRefusal('');
    const answer = await submit(body, (idempotencyKey) => claimReward({ body, idempotencyKey }), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        setRefusal(error.message);
        return true;
      },
    });
    if (!answer) return;
    setClaimed(true);
    onClaimed(answer.claim);
  };
  const to = appLink(task.route);
  let action;
  if (task.status === '2') action = <span className="mh-task-state">已完成</span>;
  else if (task.status === '1')
    action = (
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--row-action"
        disabled={submitting || claimed}
        aria-label={`领取 ${task.title}`}
        onClick={() => void claim()}
      >
        {submitting ? '领取中' : '领取'}
      </button>
    );
  else if (to)
    action = (
      <Link className="mh-button mh-button--row-action" to={to} aria-label={`去完成 ${task.title}`}>
        去完成
      </Link>
    );
  const progress = `${count(task, task.progress)}/${count(task, task.target)}${task.unit}`;
  return (
    <li data-task={task.taskId} data-status={task.status}>
      <div className="mh-task-head">
        <span className="mh-task-text">
          <strong>
            {PERIOD[task.period] ? `【${PERIOD[task.period]}】` : ''}
            {task.title}
          </strong>
          <small>{task.description}</small>
          <small>奖励：{task.reward.label}</small>
        </span>
        {action ? <span className="mh-task-action">{action}</span> : null}
      </div>
      <ProgressBar
        label={`${task.title}进度`}
        value={task.progress}
        max={task.target}
        text={progress}
        tone={task.status === '0' ? 'progress' : 'done'}
      />
      {refusal ? (
        <p className="mh-tasks-notice" data-tone="warning" role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}
