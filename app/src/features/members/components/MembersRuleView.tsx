// /members/MembersRule: the membership's rules as the server writes them (sanitised HTML).
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { useMemberInfoQuery } from '../api/member';
import { BackToMembers } from './BackToMembers';
import './members.css';

export function MembersRuleView() {
  const info = useMemberInfoQuery();
  const rules = info.data?.rules ?? '';
  return (
    <QueryState {...queryStatus(info)} isEmpty={info.isSuccess && !rules.trim()} emptyText="暂无会员规则">
      <div className="mh-members" data-state="ready">
        <Section title="会员规则">
          <ServerHtml html={rules} />
        </Section>
        <Section>
          <BackToMembers />
        </Section>
      </div>
    </QueryState>
  );
}
