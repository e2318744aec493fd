// /members/index: the merchant's membership first (state, the month's saving or how to become a
// member) with the way to buying (立即开通, or 立即续费 for a member or a lapsed one), then the
// privileges, the cycle tasks and the ways to the rules and the FAQ.
import { Link } from 'react-router-dom';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
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
          <MemberStateCard info={info.data}>
            <div className="mh-members-buy">
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.members.paidMembers)}
              >
                {info.data.memberState === 'none' ? '立即开通' : '立即续费'}
              </Link>
            </div>
          </MemberStateCard>
          <PrivilegeGrid info={info.data} />
          <CycleTasks />
          <MembersNav />
        </div>
      ) : null}
    </QueryState>
  );
}
