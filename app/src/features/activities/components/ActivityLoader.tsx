// An activity's screens start the same way: its state from activity/api/app/d1/info ('' : the first
// of its kind), loading, failed or missing through QueryState, then the screen's own content.
import type { ReactNode } from 'react';
import type { ActivityInfo, ActivityKind } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useActivityInfoQuery } from '../api/activity';
import { activityRequest } from '../api/calls';

export interface ActivityLoaderProps {
  activityId: string;
  kind: ActivityKind;
  children: (activity: ActivityInfo) => ReactNode;
}

export function ActivityLoader({ activityId, kind, children }: ActivityLoaderProps) {
  const info = useActivityInfoQuery(activityRequest(activityId, kind));
  return (
    <QueryState {...queryStatus(info)} isEmpty={!info.data} emptyText="活动暂未开放">
      {info.data ? children(info.data) : null}
    </QueryState>
  );
}
