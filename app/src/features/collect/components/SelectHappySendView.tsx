// /selectHappySend: the 开心送 packages the merchant may still buy, one chosen (?packageId= preselects).
import type { HappySendActivity } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { useHappySendQuery } from '../api/happySend';
import { PackageChooser } from './PackageChooser';
import './collect.css';

const refused = (a: HappySendActivity | undefined) => a !== undefined && a.status !== '1';

export function SelectHappySendView({ packageId }: { packageId?: string }) {
  const query = useHappySendQuery(undefined, { refetchOnMountOrArgChange: true });
  const activity = query.data;
  return (
    <QueryState
      {...queryStatus(query)}
      isEmpty={refused(activity)}
      emptyText="暂不可购买"
      emptyDescription={activity?.statusName}
    >
      {activity ? (
        <Section title={`${activity.name} · 选购套餐`} data-state="ready">
          <PackageChooser activity={activity} initial={packageId} />
        </Section>
      ) : null}
    </QueryState>
  );
}
