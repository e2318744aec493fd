// A member right claimed as coupons (MonExclusivePackage, EightFoldVoucher, MembersExclusivePackage):
// what it contains, how often it can be claimed, where the merchant stands this cycle (the server's
// answer: claimable, claimed and when, or why not), and 领取 — once: one idempotency key per right,
// the button locked in flight, a refusal said in place, and a claim says where the coupons went.
// A merchant who is not a member sees what membership would give and the server's buyHint.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberRightId, MemberRightReceived } from '@merchant-h5/sdk';
import { parallelQueryStatus } from '../../../components/QueryState/queryStatus';
import { QueryState } from '../../../components/QueryState/QueryState';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useMemberInfoQuery } from '../api/member';
import { useMemberRightsQuery, useReceiveMemberRightMutation } from '../api/rights';
import { RIGHT_ROUTES } from '../lib/privileges';
import { BackToMembers } from './BackToMembers';
import { memberStateText } from './MemberStateCard';
import './members.css';

const STATE_TEXT = {
  claimable: '本周期可领取',
  claimed: '本周期已领取',
  notMember: '开通会员后可领取',
  lapsed: '会员已过期',
} as const;

export function MemberRightView({ rightId }: { rightId: MemberRightId }) {
  const rights = useMemberRightsQuery();
  const info = useMemberInfoQuery();
  const [receive] = useReceiveMemberRightMutation();
  const { submit, submitting } = useSubmitOnce(`member-right-${rightId}`);
  const [refusal, setRefusal] = useState('');
  const [received, setReceived] = useState<MemberRightReceived>();
  const right = rights.data?.list.find((r) => r.rightId === rightId);
  const others = rights.data?.list.filter((r) => r.rightId !== rightId) ?? [];
  // The privilege of the same key (if the membership has one) explains how to use it and its rules.
  const privilege = info.data?.privileges.find((p) => p.key === rightId);
  const body = { rightId };
  const claim = async () => {
    setRefusal('');
    const answer = await submit(body, (idempotencyKey) => receive({ body, idempotencyKey }), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        setRefusal(error.message);
        return true;
      },
    });
    if (answer) setReceived(answer);
  };
  return (
    <QueryState {...parallelQueryStatus(rights, info)}>
      {rights.data && info.data && right ? (
        <div
          className="mh-members"
          data-state="ready"
          data-right={right.rightId}
          data-right-state={right.state}
        >
          <Section level={1} title={right.name}>
            <p className="mh-members-muted">{right.description}</p>
          </Section>
          <Section title="礼包内容">
            <ul className="mh-members-items">
              {right.items.map((item) => (
                <li key={item.couponId}>
                  <strong>
                    {item.name} × {item.quantity}
                  </strong>
                  <span className="mh-members-muted">
                    {item.valueText}（领取后 {item.validDays} 天内有效）
                  </span>
                </li>
              ))}
            </ul>
            <p className="mh-members-muted">领取周期：{right.cycleName}</p>
          </Section>
          <Section title={STATE_TEXT[right.state]}>
            <div aria-live="polite">
              {received ? (
                <p className="mh-members-hint" data-testid="right-received">
                  已领取「{received.name}」，{received.walletIds.length} 张券已放入我的卡券。{' '}
                  <Link to={href(paths.tasks.privateCoupon)}>查看我的卡券</Link>
                </p>
              ) : null}
            </div>
            {right.state === 'claimed' && right.claimedAt ? (
              <p className="mh-members-now">已于 {right.claimedAt} 领取</p>
            ) : null}
            {right.reason ? <p className="mh-members-muted">{right.reason}</p> : null}
            {right.state === 'claimable' && right.nextCycleStart ? (
              <p className="mh-members-muted">本周期至 {showYmd(right.nextCycleStart)} 前可领取 1 次</p>
            ) : null}
            {right.state === 'notMember' || right.state === 'lapsed' ? (
              <>
                <p className="mh-members-muted">{memberStateText(info.data)}</p>
                {info.data.buyHint ? <p className="mh-members-hint">{info.data.buyHint}</p> : null}
              </>
            ) : null}
            {refusal ? (
              <p className="mh-members-hint" data-tone="warning" role="alert">
                {refusal}
              </p>
            ) : null}
            {right.state === 'claimable' ? (
              <div className="mh-members-claim">
                <button
                  type="button"
                  className="mh-button mh-button--primary mh-button--block"
                  disabled={submitting}
                  onClick={() => void claim()}
                >
                  {submitting ? '领取中' : '领取'}
                </button>
              </div>
            ) : null}
          </Section>
          {privilege && info.data ? (
            <Section>
              <Link
                className="mh-members-link"
                to={href(paths.members.explainCommonPage, {
                  type: privilege.key,
                  vipStatus: info.data.vipStatus,
                })}
              >
                {privilege.name}的使用方法和规则
              </Link>
            </Section>
          ) : null}
          {others.length ? (
            <Section title="其他可领取的会员权益">
              <ul className="mh-members-items">
                {others.map((o) => (
                  <li key={o.rightId}>
                    <Link className="mh-members-link" to={href(RIGHT_ROUTES[o.rightId])}>
                      {o.name}（{o.cycleName}）
                    </Link>
                  </li>
                ))}
              </ul>
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
