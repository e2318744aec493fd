// What a screen that leaves for WeChat's authorize step says of the session's WeChat user first:
// loading, a failure with 重试 (the button to authorize stays: it needs nothing of this), or the
// merchant account this WeChat user is bound to, in the screen's words.
import type { ReactNode } from 'react';
import type { BoundMerchant as Merchant } from '@merchant-h5/sdk';
import { ErrorState } from '../../../components/QueryState/ErrorState';
import { LoadingState } from '../../../components/QueryState/LoadingState';
import { useOfficialAccountSignInQuery } from '../api/signIn';

/** @example <BoundMerchant say={(m) => `当前微信已绑定商户账号：${m.merchantName}`} /> */
export function BoundMerchant({ say }: { say: (merchant: Merchant) => ReactNode }) {
  const signIn = useOfficialAccountSignInQuery(undefined, { refetchOnMountOrArgChange: true });
  const bound = signIn.data?.bindStatus === '1' ? signIn.data.merchant : null;
  return (
    <>
      {signIn.isLoading ? <LoadingState lines={1} /> : null}
      {signIn.error && !signIn.isFetching ? (
        <ErrorState error={signIn.error} onRetry={() => void signIn.refetch()} />
      ) : null}
      {bound ? (
        <div className="mh-oa-notice" role="status">
          <p>{say(bound)}</p>
        </div>
      ) : null}
    </>
  );
}
