// Paying the service fee: through the host app's wallet where there is one, else by QR code (in
// the mini program: on its own pay page).
// One idempotency key per order body: a double tap or the retry after a cancel on the same channel
// finds the same order; another channel is another body and gets its own key (the gateway refuses
// a key reused for a different body, 409 '4009', for good).
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isBridgeTimeoutError, isNativeError, isVersionGateError } from '@merchant-h5/sdk';
import type { ServiceFeeChannel } from '@merchant-h5/sdk';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { isShownInline } from '../../../lib/apiError';
import { useHost } from '../../../lib/host/useHost';
import { PAY_TAPPED, useMiniProgramPay } from '../../../lib/host/useMiniProgramPay';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useOpenServiceFeeOrderMutation } from '../api/serviceFee';
import { notPaidText, WALLET_CHANNEL, walletOutcome } from '../lib/walletOutcome';

export const NO_WALLET_TEXT = '当前 App 暂不支持钱包支付，未扣款，请使用扫码支付';
export const OLD_APP_TEXT = '当前 App 版本过低，暂不支持钱包支付，请升级 App 或使用扫码支付';

export interface PayNotice {
  /** Why the last attempt charged nothing (shown beside the button). */
  text: string;
  /** The wallet refused: the way on is the QR code. */
  offerQrCode: boolean;
}

export interface ServiceFeePayment {
  pay: (channel: ServiceFeeChannel['channel']) => Promise<void>;
  paying: boolean;
  notice: PayNotice | null;
  /** The host has a wallet bridge; without one the merchant pays by QR code. */
  hasWallet: boolean;
  /** Inside the mini program: the order is paid on the mini program's own pay page. */
  inMiniProgram: boolean;
}

/** What the merchant reads when the wallet call failed, or null when the shell said it already. */
function failureNotice(error: unknown): PayNotice | null {
  const tooOld = isVersionGateError(error) || (isNativeError(error) && error.errorCode === 'VERSION');
  if (tooOld) return { text: OLD_APP_TEXT, offerQrCode: true };
  if (isNativeError(error)) return { text: NO_WALLET_TEXT, offerQrCode: true };
  return isShownInline(error) ? { text: errorMessage(error), offerQrCode: false } : null;
}

export function useServiceFeePayment(): ServiceFeePayment {
  const { native } = useHost();
  const inMiniProgram = useMiniProgramPay() !== null;
  const navigate = useNavigate();
  const [openOrder] = useOpenServiceFeeOrderMutation();
  const keyFor = useIdempotencyKey('pay');
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<PayNotice | null>(null);

  const pay = useCallback(
    async (channel: ServiceFeeChannel['channel']) => {
      // No wallet here: the QR code page, which in the mini program hands the order to its pay page.
      if (!native) {
        void navigate(href(paths.help.qrCodePayPage), { state: PAY_TAPPED });
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setPaying(true);
      setNotice(null);
      try {
        const order = await openOrder({ channel, idempotencyKey: keyFor({ channel }) }).unwrap();
        const answer = await native
          .pay({ channel: WALLET_CHANNEL[channel], orderInfo: order.orderInfo })
          .catch((error: unknown) => {
            // A wallet that did not answer in time may still have charged: the result screen asks
            // the server about the order instead of saying "not charged".
            if (isBridgeTimeoutError(error)) return null;
            throw error;
          });
        if (!answer) {
          void navigate(href(paths.help.result, {}, { orderNo: order.orderNo, outcome: 'pending' }), {
            replace: true,
          });
          return;
        }
        const outcome = walletOutcome(answer.resultStatus);
        // The wallet's word goes along (not the answer itself): the result screen then never says
        // "not charged" while the server has not heard of the payment yet. The result takes the pay
        // screen's place in history, so back never shows the 去支付 of a paid fee.
        if (outcome === 'paid' || outcome === 'pending')
          void navigate(href(paths.help.result, {}, { orderNo: order.orderNo, outcome }), { replace: true });
        else setNotice({ text: notPaidText(outcome, answer.memo), offerQrCode: false });
      } catch (error) {
        setNotice(failureNotice(error));
      } finally {
        inFlight.current = false;
        setPaying(false);
      }
    },
    [native, navigate, openOrder, keyFor],
  );
  return { pay, paying, notice, hasWallet: native !== null, inMiniProgram };
}
