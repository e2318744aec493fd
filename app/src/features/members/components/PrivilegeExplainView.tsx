// One privilege's explanation (reduceFeePage, explainBirthDayPage, explainIntegralPage,
// FreeReplacement, ExplainCommonPage/{type}): its title, what it gives the merchant now (a member)
// or would give (not a member, lapsed), how to use it and its rules. The membership is the server's
// answer; the address's vipStatus only chose the link. A right claimed as coupons (the packages, the
// eight-fold voucher) links to its claim screen.
import { Link } from 'react-router-dom';
import type { MemberPrivilegeKey } from '@merchant-h5/sdk';
import { EmptyState } from '../../../components/QueryState/EmptyState';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { useMemberInfoQuery } from '../api/member';
import { href } from '../../../config/paths';
import { iconText, isRightId, RIGHT_ROUTES } from '../lib/privileges';
import { BackToMembers } from './BackToMembers';
import { memberStateText } from './MemberStateCard';
import './members.css';

export function PrivilegeExplainView({ privilegeKey }: { privilegeKey: MemberPrivilegeKey }) {
  const info = useMemberInfoQuery();
  const privilege = info.data?.privileges.find((p) => p.key === privilegeKey);
  const member = info.data?.memberState === 'member';
  return (
    <QueryState {...queryStatus(info)}>
      {info.data && !privilege ? (
        <div className="mh-members" data-state="ready">
          <EmptyState
            title="没有这项会员权益"
            description="这项权益不存在或已下线，请回到会员首页查看现有权益。"
          >
            <BackToMembers />
          </EmptyState>
        </div>
      ) : null}
      {info.data && privilege ? (
        <div className="mh-members" data-state="ready">
          <Section level={1} title={privilege.name} className="mh-members-explain-head">
            <span className="mh-members-icon" aria-hidden="true">
              {iconText(privilege.icon, privilege.name)}
            </span>
            <p className="mh-members-muted">{privilege.description}</p>
          </Section>
          <Section title={member ? '您现在可享' : '开通会员后可享'}>
            <p className="mh-members-now" data-testid="privilege-now">
              {privilege.now}
            </p>
            <p className="mh-members-muted">{memberStateText(info.data)}</p>
            {member ? null : <p className="mh-members-hint">{info.data.buyHint}</p>}
          </Section>
          <Section title="如何使用">
            <p>{privilege.usage}</p>
            {isRightId(privilege.key) ? (
              <Link className="mh-button mh-button--block" to={href(RIGHT_ROUTES[privilege.key])}>
                {member ? '去领取' : '查看领取条件'}
              </Link>
            ) : null}
          </Section>
          {privilege.rules.trim() ? (
            <Section title="权益规则">
              <ServerHtml html={privilege.rules} />
            </Section>
          ) : null}
          <Section>
            <BackToMembers />
          </Section>
        </div>
      ) : null}
    </QueryState>
  );
}
