// /selectHappySend: the 开心送 packages the merchant may still buy, one chosen (?packageId= preselects).
import type { HappySendActivity } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
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
        <section className="mh-collect-section" data-state="ready" aria-labelledby="hs-select">
          <h2 id="hs-select">{activity.name} · 选购套餐</h2>
          <PackageChooser activity={activity} initial={packageId} />
        </section>
      ) : null}
    </QueryState>
  );
}
