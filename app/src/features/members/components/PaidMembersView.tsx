// /paid/members: the merchant's membership as it stands, then what buying gives and the pay button.
// The membership is asked afresh on every visit: the plans' expiry dates move with each payment.
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useMemberInfoQuery } from '../api/member';
import { MemberBuyForm } from './MemberBuyForm';
import { MemberStateCard } from './MemberStateCard';
import './members.css';

export function PaidMembersView() {
  const info = useMemberInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryState {...queryStatus(info)} isEmpty={info.isSuccess && !info.data} emptyText="暂无会员信息">
      {info.data ? (
        <div className="mh-members" data-state="ready">
          <MemberStateCard info={info.data} />
          <MemberBuyForm info={info.data} />
        </div>
      ) : null}
    </QueryState>
  );
}
