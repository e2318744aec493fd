// Paying the service fee: through the host app's wallet where there is one, else by QR code.
// One idempotency key per pay action, reused by a double tap and by the retry after a cancel, so
// the server opens one order and the wallet can charge it once.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNativeError, newIdempotencyKey } from '@merchant-h5/sdk';
import type { ServiceFeeChannel } from '@merchant-h5/sdk';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { useHost } from '../../../lib/host/useHost';
import { useOpenServiceFeeOrderMutation } from '../api/serviceFee';
import { notPaidText, WALLET_CHANNEL, walletOutcome } from '../lib/walletOutcome';

export const NO_WALLET_TEXT = '当前 App 暂不支持钱包支付，请使用扫码支付';

export interface ServiceFeePayment {
  pay: (channel: ServiceFeeChannel['channel']) => Promise<void>;
  paying: boolean;
  /** Why the last attempt charged nothing (shown beside the button), or null. */
  notice: string | null;
  /** The host has a wallet bridge; without one the merchant pays by QR code. */
  hasWallet: boolean;
}

export function useServiceFeePayment(): ServiceFeePayment {
  const { native } = useHost();
  const navigate = useNavigate();
  const [openOrder] = useOpenServiceFeeOrderMutation();
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const pay = useCallback(
    async (channel: ServiceFeeChannel['channel']) => {
      if (!native) {
        void navigate(href(paths.help.qrCodePayPage));
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setPaying(true);
      setNotice(null);
      key.current ??= newIdempotencyKey();
      try {
        const order = await openOrder({ channel, idempotencyKey: key.current }).unwrap();
        const answer = await native.pay({ channel: WALLET_CHANNEL[channel], orderInfo: order.orderInfo });
        const outcome = walletOutcome(answer.resultStatus);
        if (outcome === 'paid' || outcome === 'pending')
          void navigate(href(paths.help.result, {}, { orderNo: order.orderNo }));
        else setNotice(notPaidText(outcome, answer.memo));
      } catch (error) {
        setNotice(isNativeError(error) ? NO_WALLET_TEXT : errorMessage(error));
      } finally {
        inFlight.current = false;
        setPaying(false);
      }
    },
    [native, navigate, openOrder],
  );
  return { pay, paying, notice, hasWallet: native !== null };
}
