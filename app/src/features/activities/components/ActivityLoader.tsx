// An activity's screens start the same way: its state from activity/api/app/d1/info ('' : the first
// activity), loading, failed or missing through QueryState, then the screen's own content.
import type { ReactNode } from 'react';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useActivityInfoQuery } from '../api/activity';

export interface ActivityLoaderProps {
  activityId: string;
  children: (activity: ActivityInfo) => ReactNode;
}

export function ActivityLoader({ activityId, children }: ActivityLoaderProps) {
  const info = useActivityInfoQuery(activityId);
  return (
    <QueryState {...queryStatus(info)} isEmpty={!info.data} emptyText="活动暂未开放">
      {info.data ? children(info.data) : null}
    </QueryState>
  );
}
