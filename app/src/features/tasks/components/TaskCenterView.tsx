// /taskCenter/index: how many tasks are to do, waiting and done, then the tasks of the chosen state
// (waiting first), the last claim's reward and where it went, and the two history lists. Read again
// on every visit and when the page comes back from the back-forward cache, so a task just done shows.
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppTask, AppTaskStatus, TaskClaim } from '@merchant-h5/sdk';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useTaskCenterQuery } from '../api/taskCenter';
import { useRefetchOnPageRestore } from '../lib/useRefetchOnPageRestore';
import { ClaimNotice } from './ClaimNotice';
import { TaskRow } from './TaskRow';
import './tasks.css';

const ORDER: Record<AppTaskStatus, number> = { '1': 0, '0': 1, '2': 2 };
const FILTERS = [
  { value: '', label: '全部' },
  { value: '1', label: '待领取' },
  { value: '0', label: '待完成' },
  { value: '2', label: '已完成' },
];
const EMPTY: Record<string, string> = {
  '': '暂无任务',
  '1': '没有待领取的奖励，完成任务后来这里领取',
  '0': '任务都完成了，明天再来看看每日任务',
  '2': '还没有完成的任务，先去做一个吧',
};

export function TaskCenterView() {
  const query = useTaskCenterQuery(undefined, { refetchOnMountOrArgChange: true });
  useRefetchOnPageRestore(query.refetch);
  const [filter, setFilter] = useState('');
  const [claimed, setClaimed] = useState<TaskClaim>();
  const data = query.data;
  // Each task keeps the place it first came in at (waiting first) while the screen is open: a claimed
  // task moving down would put the next task's 领取 under the finger of a double tap.
  const places = useRef(new Map<string, number>());
  const shown = useMemo(() => {
    const list = data?.list ?? [];
    for (const t of list)
      if (!places.current.has(t.taskId))
        places.current.set(t.taskId, ORDER[t.status] * 1000 + places.current.size);
    const place = (t: AppTask) => places.current.get(t.taskId) ?? 0;
    return list.filter((t) => !filter || t.status === filter).sort((a, b) => place(a) - place(b));
  }, [data, filter]);
  return (
    <QueryState {...queryStatus(query)} isEmpty={data?.list.length === 0} emptyText="暂无任务">
      {data ? (
        <div className="mh-tasks" data-state="ready">
          <Section aria-label="任务概况">
            <dl className="mh-tasks-summary">
              <div>
                <dt>待完成</dt>
                <dd data-testid="tasks-doing">{data.doing}</dd>
              </div>
              <div>
                <dt>待领取</dt>
                <dd data-testid="tasks-waiting">{data.toReceive}</dd>
              </div>
              <div>
                <dt>已完成</dt>
                <dd data-testid="tasks-done">{data.rewarded}</dd>
              </div>
            </dl>
          </Section>
          <Section title="任务列表">
            <ChipGroup label="任务状态" chips={FILTERS} value={filter} onChange={setFilter} layout="fill" />
            {shown.length > 0 ? (
              <ul className="mh-tasks-rows" aria-label="任务">
                {shown.map((t) => (
                  <TaskRow key={t.taskId} task={t} onClaimed={setClaimed} />
                ))}
              </ul>
            ) : (
              <p className="mh-tasks-muted">{EMPTY[filter]}</p>
            )}
            {/* Under the rows, not above: appearing there it would move them under a double tap. */}
            <ClaimNotice claim={claimed} />
          </Section>
          <Section title="任务记录">
            <div className="mh-button-stack">
              <Link className="mh-button mh-button--block" to={href(paths.tasks.taskCenterCompleted)}>
                已完成的任务
              </Link>
              <Link className="mh-button mh-button--block" to={href(paths.tasks.taskCenterReward)}>
                奖励记录
              </Link>
            </div>
          </Section>
        </div>
      ) : null}
    </QueryState>
  );
}
