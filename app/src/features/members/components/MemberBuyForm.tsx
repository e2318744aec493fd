// /paid/members below the state card: the plans as one choice with their price and the expiry each
// gives if paid today (a renewal extends, a lapsed or new membership starts today), the agreement and
// its required box, and the pay button with why the last attempt charged nothing beside it. While an
// earlier payment is still settling, no second order: the way to its result instead.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EndpointResponse, MemberPlan } from '@merchant-h5/sdk';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { NO_PAY_HERE_TEXT, payButtonLabel } from '../../../lib/pay/useWalletPayment';
import { useMemberPayment } from '../hooks/useMemberPayment';

export const AGREE_TEXT = '我已阅读并同意《付费会员服务协议》';
export const AGREE_FIRST_TEXT = '请先阅读并同意《付费会员服务协议》';

/** 开通 for a merchant who never opened the membership, 续费 for a member or a lapsed one. */
export function buyVerb(info: EndpointResponse<'memberBaseInfo'>): '开通' | '续费' {
  return info.memberState === 'none' ? '开通' : '续费';
}

export function MemberBuyForm({ info }: { info: EndpointResponse<'memberBaseInfo'> }) {
  const payment = useMemberPayment();
  const [years, setYears] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState('');
  const verb = buyVerb(info);
  const plan: MemberPlan | undefined = info.plans.find((p) => p.years === years) ?? info.plans[0];
  const settling = info.lastOrder?.status === 'paying' ? info.lastOrder : null;
  const canPay = payment.hasWallet || payment.inMiniProgram;

  const pay = () => {
    if (!plan) return;
    if (!agreed) {
      setAgreeError(AGREE_FIRST_TEXT);
      return;
    }
    void payment.pay(plan);
  };

  return (
    <>
      <Section title={`${verb}套餐`}>
        {info.plans.length > 0 ? (
          <ChoiceGroup
            legend={`${verb}套餐`}
            legendHidden
            name="member-plan"
            choices={info.plans.map((p) => ({
              value: p.years,
              label: p.name,
              price: p.price,
              description: `${verb}后有效期至 ${showYmd(p.expireDate)}`,
            }))}
            value={plan?.years}
            onChange={setYears}
          />
        ) : (
          <p className="mh-members-muted">暂无可购买的套餐</p>
        )}
      </Section>
      <Section title="服务协议">
        <details className="mh-members-agreement">
          <summary>查看《付费会员服务协议》</summary>
          <ServerHtml html={info.agreement} />
        </details>
        <div className="mh-members-agree-field">
          <label className="mh-members-agree">
            <input
              type="checkbox"
              checked={agreed}
              aria-describedby={agreeError ? 'member-agree-message' : undefined}
              onChange={(e) => {
                setAgreed(e.target.checked);
                setAgreeError('');
              }}
            />
            {AGREE_TEXT}
          </label>
          {agreeError ? (
            <p id="member-agree-message" className="mh-field-error" role="alert">
              {agreeError}
            </p>
          ) : null}
        </div>
      </Section>
      <div className="mh-members-pay">
        {settling ? (
          <>
            <p className="mh-members-hint">上次支付结果确认中，请勿重复支付</p>
            <Link
              className="mh-members-link"
              to={href(paths.members.buyMembers, {}, { orderNo: settling.orderNo })}
            >
              查看支付结果 ›
            </Link>
          </>
        ) : !canPay ? (
          <p className="mh-members-hint" data-testid="member-no-pay">
            {NO_PAY_HERE_TEXT}
          </p>
        ) : plan ? (
          <>
            <p className="mh-members-muted" data-testid="member-new-expiry">
              {plan.name} {formatYuan(plan.price)}，{verb}后有效期至 {showYmd(plan.expireDate)}
            </p>
            {payment.notice ? (
              <p className="mh-members-hint" data-tone="warning" role="alert">
                {payment.notice.text}
              </p>
            ) : null}
            <button
              type="button"
              className="mh-button mh-button--primary mh-button--block"
              disabled={payment.paying}
              onClick={pay}
            >
              {payButtonLabel(payment, `立即${verb} ${formatYuan(plan.price)}`)}
            </button>
          </>
        ) : null}
      </div>
    </>
  );
}
