// Leaving for a partner points mall: the server signs the mall's login address, the app checks it
// against the allow-list (config/partnerMalls, lib/partnerAddress) and leaves with location.replace,
// so back from the mall returns to where the merchant came from, not to this spinner. An address
// off the list is refused: the merchant is told and the app stays.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PartnerMall, PartnerMallLoginRequest } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Spinner } from '../../../components/feedback/Spinner';
import { PARTNER_MALL_NAMES, PARTNER_MALL_ORIGINS } from '../../../config/partnerMalls';
import { href, paths } from '../../../config/paths';
import { checkPartnerAddress } from '../../../lib/partnerAddress';
import type { AddressRefusal } from '../../../lib/partnerAddress';
import { usePartnerMallLoginQuery } from '../api/partnerLogin';
import './partnerMall.css';

export const REFUSED_TEXT: Record<AddressRefusal, string> = {
  'not-allowed': '该地址不在允许的积分商城列表中，已阻止跳转',
  malformed: '该地址不在允许的积分商城列表中，已阻止跳转',
  'carries-credentials': '该地址带有登录凭证，已阻止跳转',
};

export interface PartnerMallLeavingProps {
  mall: PartnerMall;
  /** The route's client label (`/integral/loading/{client}`). */
  client?: string;
  /** The mall's page to open after the login (`/duibaMall/{dbredirect?}`). */
  redirect?: string;
  /** How the page leaves; `location.replace` (tests hand in a recorder). */
  leave?: (address: string) => void;
}

const replaceLocation = (address: string) => window.location.replace(address);

export function PartnerMallLeaving({
  mall,
  client,
  redirect,
  leave = replaceLocation,
}: PartnerMallLeavingProps) {
  const navigate = useNavigate();
  const request: PartnerMallLoginRequest = {
    mall,
    ...(client ? { client } : {}),
    ...(redirect ? { redirect } : {}),
  };
  const query = usePartnerMallLoginQuery(request, { refetchOnMountOrArgChange: true });
  // Only this visit's successful answer is followed: never a signed address left from before.
  const answer = query.isFetching || query.isError ? undefined : query.data;
  const check = answer ? checkPartnerAddress(answer.redirectUrl, PARTNER_MALL_ORIGINS[mall]) : undefined;
  const target = check?.ok ? check.href : null;
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (!target || left.current === target) return;
    left.current = target;
    leave(target);
  }, [target, leave]);

  if (check && !check.ok)
    return (
      <ResultScreen
        status="warning"
        title="已阻止跳转"
        description={<p role="alert">{REFUSED_TEXT[check.reason]}</p>}
        primary={{ text: '返回积分首页', onClick: () => navigate(href(paths.points.home)) }}
      />
    );
  // The spinner until the page has left; a failure (not while a retry runs) with 重试.
  return (
    <QueryState
      isLoading={false}
      error={query.isFetching ? undefined : query.error}
      onRetry={() => void query.refetch()}
    >
      <div className="mh-partner-leaving">
        <Spinner fullScreen={false} />
        <p>正在前往{PARTNER_MALL_NAMES[mall]}…</p>
      </div>
    </QueryState>
  );
}
