// /members/index: the merchant's membership first (state, the month's saving or how to become a
// member), then the privileges, the cycle tasks and the ways to the rules and the FAQ. No buy
// button: buying lands with /paid/members; until then the server's `buyHint` says how.
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useMemberInfoQuery } from '../api/member';
import { CycleTasks } from './CycleTasks';
import { MemberStateCard } from './MemberStateCard';
import { MembersNav } from './MembersNav';
import { PrivilegeGrid } from './PrivilegeGrid';
import './members.css';

export function MemberHomeView() {
  const info = useMemberInfoQuery();
  return (
    <QueryState {...queryStatus(info)} isEmpty={info.isSuccess && !info.data} emptyText="暂无会员信息">
      {info.data ? (
        <div className="mh-members" data-state="ready">
          <MemberStateCard info={info.data} />
          <PrivilegeGrid info={info.data} />
          <CycleTasks />
          <MembersNav />
        </div>
      ) : null}
    </QueryState>
  );
}
