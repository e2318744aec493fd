// The member home's first block: not a member / member until a date / lapsed, what the fee
// reduction saved this month, and (not a member) how to become one in the server's words. The member
// home adds its way to buying under it (children).
import type { ReactNode } from 'react';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { Section } from '../../../components/Section/Section';
import { showYmd } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';

type MemberInfo = EndpointResponse<'memberBaseInfo'>;

/** The state's line: 未开通 / 会员有效期至 2026-12-31 / 已于 2026-11-01 过期. */
export function memberStateText(info: MemberInfo): string {
  if (info.memberState === 'member' && info.expireDate) return `会员有效期至 ${showYmd(info.expireDate)}`;
  if (info.memberState === 'lapsed' && info.expireDate) return `会员已于 ${showYmd(info.expireDate)} 到期`;
  return '未开通付费会员';
}

export function MemberStateCard({ info, children }: { info: MemberInfo; children?: ReactNode }) {
  const member = info.memberState === 'member';
  return (
    <Section
      look="card"
      className="mh-members-card"
      data-member-state={info.memberState}
      aria-label="会员状态"
    >
      <p className="mh-members-level">{member ? info.levelName : info.vipStatusName}</p>
      <p className="mh-members-state" data-testid="member-state">
        {memberStateText(info)}
      </p>
      {member ? (
        <p className="mh-members-saved" data-testid="member-saved">
          本月费率减免已为您节省 <strong>{formatYuan(info.savedAmount)}</strong>
          <span className="mh-members-muted">（自 {showYmd(info.savedSince)} 起）</span>
        </p>
      ) : (
        <p className="mh-members-hint" data-testid="member-buy-hint">
          {info.buyHint}
        </p>
      )}
      {children}
    </Section>
  );
}
