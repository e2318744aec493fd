// The official account's prize (/weChat/weChatActivityPage → /weChat/officialPrizeAuthorizePage →
// /weChat/officialPrize): the activity page says what may be won and the one way on — authorize,
// bind the merchant account, claim, or see the prize already claimed; the authorize screen leaves for
// WeChat's authorize step, which comes back to the prize screen with a code; that screen exchanges
// it once (useAuthorizeReturn) and then claims the prize once (useSubmitOnce: a double tap or a
// retry after a lost answer draws once). Who may claim is the server's to say (`eligible`).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import { ErrorState } from '../../../components/QueryState/ErrorState';
import { LoadingState } from '../../../components/QueryState/LoadingState';
import { QueryState } from '../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useOfficialPrizeQuery, useDrawOfficialPrizeMutation } from '../api/officialPrize';
import { useOfficialAccountSignInQuery } from '../api/signIn';
import { BoundMerchant } from './BoundMerchant';
import { SignInNoticeView } from './SignInNotices';
import { useAuthorize, type Leave } from './useAuthorize';
import { useAuthorizeReturn } from './useAuthorizeReturn';
import './officialAccount.css';

const PRIZE_PATH = href(paths.activities.officialPrize);
const AUTHORIZE_PATH = href(paths.activities.officialPrizeAuthorizePage);
const prizesOf = (activityId: string) => href(paths.activities.commonPrizeList, { activityId });

/** The one way on from where the WeChat user stands. */
type Step = 'notStarted' | 'ended' | 'authorize' | 'bind' | 'claim' | 'claimed';

function stepOf(activity: ActivityInfo, signedIn: boolean, bound: boolean): Step {
  if (activity.status === '0') return 'notStarted';
  if (activity.status === '2') return 'ended';
  if (!signedIn) return 'authorize';
  if (!bound) return 'bind';
  return activity.eligible && activity.remainingDraws > 0 ? 'claim' : 'claimed';
}

const STEP_TEXT: Record<Step, string> = {
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  authorize: '微信授权后即可领取',
  bind: '绑定商户账号后即可领取',
  claim: '您有 1 份奖品待领取',
  claimed: '您已领取过本活动的奖品',
};

function ActivityHead({ activity }: { activity: ActivityInfo }) {
  const prizes = activity.prizes.filter((p) => p.prizeType !== '00').map((p) => p.prizeName);
  return (
    <Section title={activity.name} level={1}>
      <p className="mh-oa-lead">
        活动时间 {showYmd(activity.startDate)} 至 {showYmd(activity.endDate)}
      </p>
      <p className="mh-oa-lead" data-testid="official-prizes">
        可获得：{prizes.join('、')}
      </p>
    </Section>
  );
}

/** The activity and the prize's state, with the WeChat user's sign-in and binding. */
function usePrizeState() {
  const prize = useOfficialPrizeQuery(undefined, { refetchOnMountOrArgChange: true });
  const signIn = useOfficialAccountSignInQuery(undefined, { refetchOnMountOrArgChange: true });
  const ready = prize.data && signIn.data ? { activity: prize.data, signIn: signIn.data } : null;
  return { both: parallelQueryStatus(prize, signIn), ready };
}

/** /weChat/weChatActivityPage */
export function WeChatActivityView() {
  const navigate = useNavigate();
  const { both, ready } = usePrizeState();
  const step = ready
    ? stepOf(ready.activity, ready.signIn.openIdMask !== null, ready.signIn.bindStatus === '1')
    : null;
  const next: Partial<Record<Step, { text: string; to: string }>> = {
    authorize: { text: '微信授权领取', to: AUTHORIZE_PATH },
    bind: { text: '绑定商户账号', to: href(paths.officialAccount.login) },
    claim: { text: '立即领取', to: PRIZE_PATH },
  };
  const action = step ? next[step] : undefined;
  return (
    <QueryState {...both} isEmpty={!ready} emptyText="活动暂未开放">
      {ready && step ? (
        <div className="mh-form" data-state="ready">
          <ActivityHead activity={ready.activity} />
          <p className="mh-oa-notice" role="status" data-testid="official-prize-step">
            {STEP_TEXT[step]}
          </p>
          <div className="mh-button-stack">
            {action ? (
              <button
                type="button"
                className="mh-button mh-button--primary mh-button--block"
                onClick={() => void navigate(action.to)}
              >
                {action.text}
              </button>
            ) : null}
            {step === 'claimed' || step === 'ended' ? (
              <Link className="mh-button mh-button--link" to={prizesOf(ready.activity.activityId)}>
                查看我的奖品
              </Link>
            ) : null}
          </div>
          <Section title="活动规则">
            <ServerHtml html={ready.activity.rules} />
          </Section>
        </div>
      ) : null}
    </QueryState>
  );
}

/** /weChat/officialPrizeAuthorizePage */
export function OfficialPrizeAuthorizeView({ leave }: { leave?: Leave }) {
  const authorize = useAuthorize(PRIZE_PATH, leave);
  return (
    <div className="mh-form" data-state="ready">
      <section className="mh-form-section" aria-labelledby="oa-prize-authorize-title">
        <h2 id="oa-prize-authorize-title">微信授权领取奖品</h2>
        <p className="mh-oa-lead">
          领取公众号活动奖品需要确认您的微信身份。授权后返回领奖页面，奖品发放到您微信绑定的商户账号，每个微信用户限领一次。
        </p>
      </section>
      <BoundMerchant say={(m) => `奖品将发放到：${m.merchantName}（${m.phoneMask}）`} />
      <div className="mh-button-stack">
        <button type="button" className="mh-button mh-button--primary mh-button--block" onClick={authorize}>
          微信授权
        </button>
      </div>
    </div>
  );
}

function Claim({ activity, onWon }: { activity: ActivityInfo; onWon: (result: DrawResult) => void }) {
  const [draw] = useDrawOfficialPrizeMutation();
  const { submit, submitting } = useSubmitOnce('official-prize');
  const [refusal, setRefusal] = useState<string>();
  const claim = async () => {
    setRefusal(undefined);
    const body = { activityId: activity.activityId };
    const result = await submit(body, (idempotencyKey) => draw({ body, idempotencyKey }), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        setRefusal(error.message);
        return true;
      },
    });
    if (result) onWon(result);
  };
  return (
    <div className="mh-button-stack">
      {refusal ? (
        <p className="mh-oa-notice" role="alert">
          {refusal}
        </p>
      ) : null}
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--block"
        disabled={submitting}
        onClick={() => void claim()}
      >
        {submitting ? '领取中…' : '领取奖品'}
      </button>
    </div>
  );
}

function Won({ result, activityId }: { result: DrawResult; activityId: string }) {
  const navigate = useNavigate();
  return (
    <ResultScreen
      status="success"
      title={result.prize ? `恭喜获得 ${result.prize.prizeName}` : '谢谢参与'}
      description="奖品已发放到您的商户账号"
      primary={{ text: '查看我的奖品', onClick: () => void navigate(prizesOf(activityId)) }}
    />
  );
}

function PrizeClaim() {
  const navigate = useNavigate();
  const { both, ready } = usePrizeState();
  // The answer stays on screen: the activity reloads under it, its draw spent.
  const [won, setWon] = useState<DrawResult | null>(null);
  const step = ready
    ? stepOf(ready.activity, ready.signIn.openIdMask !== null, ready.signIn.bindStatus === '1')
    : null;
  return (
    <QueryState {...both} isEmpty={!ready} emptyText="活动暂未开放">
      {ready && step ? (
        <div className="mh-form" data-state="ready">
          <ActivityHead activity={ready.activity} />
          <div aria-live="polite" data-testid="draw-result">
            {won ? <Won result={won} activityId={ready.activity.activityId} /> : null}
          </div>
          {won ? null : (
            <>
              <p className="mh-oa-notice" role="status" data-testid="official-prize-step">
                {STEP_TEXT[step]}
              </p>
              {step === 'claim' ? <Claim activity={ready.activity} onWon={setWon} /> : null}
              {step === 'authorize' ? (
                <button
                  type="button"
                  className="mh-button mh-button--primary mh-button--block"
                  onClick={() => void navigate(AUTHORIZE_PATH)}
                >
                  微信授权
                </button>
              ) : null}
              {step === 'bind' ? (
                <button
                  type="button"
                  className="mh-button mh-button--primary mh-button--block"
                  onClick={() => void navigate(href(paths.officialAccount.login))}
                >
                  绑定商户账号
                </button>
              ) : null}
              {step === 'claimed' ? (
                <Link className="mh-button mh-button--link" to={prizesOf(ready.activity.activityId)}>
                  查看我的奖品
                </Link>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </QueryState>
  );
}

/** /weChat/officialPrize: WeChat's return handled, then the claim. */
export function OfficialPrizeView() {
  const authorized = useAuthorizeReturn(PRIZE_PATH);
  switch (authorized.kind) {
    case 'refused':
    case 'spent':
    case 'snapshot':
      return <SignInNoticeView notice={authorized.kind} restartAt={AUTHORIZE_PATH} />;
    case 'exchanging':
      return <LoadingState lines={4} />;
    case 'failed':
      return <ErrorState error={authorized.error} onRetry={authorized.retry} />;
    default:
      return <PrizeClaim />;
  }
}
