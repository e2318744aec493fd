// The membership cycle's tasks with their progress; nothing at all when there are none.
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { Section } from '../../../components/Section/Section';
import { useMemberCycleTasksQuery } from '../api/member';

export function CycleTasks() {
  const tasks = useMemberCycleTasksQuery();
  const list = tasks.data?.list ?? [];
  if (tasks.isSuccess && list.length === 0) return null;
  return (
    <Section title="本期会员任务">
      <QueryState {...queryStatus(tasks)} skeletonLines={2}>
        <ul className="mh-members-tasks" aria-label="本期会员任务">
          {list.map((t) => (
            <li key={t.taskId}>
              <p className="mh-members-task-title">
                {t.title}
                <span className="mh-members-muted">奖励：{t.reward}</span>
              </p>
              <ProgressBar
                label={t.title}
                value={t.progress}
                max={t.target}
                tone={t.progress >= t.target ? 'done' : 'progress'}
                text={`${Math.min(t.progress, t.target)} / ${t.target}`}
              />
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}
