// Paying an order through the host app's wallet bridge (the service fee, a membership, coupons): the
// caller opens its order, the wallet pays it, and the answer goes to the caller's result route, or
// beside the button when nothing was charged. In the mini program, whose web-view cannot pay, the
// order is handed to the mini program's pay page, which brings the web-view back to the result route.
// One idempotency key per key body: a double tap or the retry after a cancel finds the same order;
// another body (another channel, plan or coupon) gets its own key (the gateway refuses a key reused
// for a different body, 409 '4009', for good).
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isBridgeTimeoutError, isNativeError, isVersionGateError } from '@merchant-h5/sdk';
import type { PayChannel } from '@merchant-h5/sdk';
import { errorMessage } from '../../components/QueryState/errorMessage';
import { isShownInline } from '../apiError';
import { useHost } from '../host/useHost';
import { useMiniProgramPay } from '../host/useMiniProgramPay';
import { useIdempotencyKey } from '../useIdempotencyKey';
import { notPaidText, walletOutcome } from './walletOutcome';

/** Neither a wallet nor the mini program here, and the caller has no other way to pay. */
export const NO_PAY_HERE_TEXT = '当前环境不支持支付，请在 App 中打开';

/** What the merchant reads when the host's wallet refused (the caller's words may offer its other way). */
export interface WalletRefusalTexts {
  /** The bridge failed (no wallet in this app): nothing was charged. */
  refused: string;
  /** The app is older than the wallet bridge. */
  oldApp: string;
}

/** For a caller without another way to pay (no 扫码 in them). */
export const WALLET_REFUSAL_TEXTS: WalletRefusalTexts = {
  refused: '当前 App 暂不支持钱包支付，未扣款',
  oldApp: '当前 App 版本过低，暂不支持钱包支付，请升级 App 后重试',
};

/** The order the caller's server opened: its number and the signed string the wallet pays. */
export interface WalletOrder {
  orderNo: string;
  /** The signed order string for `native.pay`. */
  orderInfo: string;
}

/** Where the order is paid: the host's wallet, or the mini program's pay page. */
export type WalletPayWay = 'wallet' | 'miniProgram';

export interface WalletPaymentOptions<A> {
  /** The useIdempotencyKey scope, one per pay action of the app: 'pay', 'memberPay', 'couponPay'. */
  scope: string;
  /** Opens the order: the caller's RTK mutation, `.unwrap()`ped. */
  openOrder: (args: A, idempotencyKey: string, way: WalletPayWay) => Promise<WalletOrder>;
  /** The wallet bridge's channel for these args. */
  channel: (args: A) => PayChannel;
  /** What one idempotency key is for: the same body, the same key (and the same order). */
  keyBody: (args: A) => object;
  /** The caller's result route for the order (replaces the pay screen in history). */
  resultHref: (orderNo: string, outcome: 'paid' | 'pending') => string;
  /** No wallet and not in the mini program: the caller's other way (the fee: its QR code page). */
  noWallet?: (args: A) => void;
  /** In the mini program, the caller's own way instead of opening the order and handing it over here. */
  miniProgram?: (args: A) => void;
  /** When the wallet refused; default WALLET_REFUSAL_TEXTS. */
  refusalTexts?: WalletRefusalTexts;
}

export interface PayNotice {
  /** Why the last attempt charged nothing (shown beside the button). */
  text: string;
  /** The wallet refused and the caller has a `noWallet` way (the fee: its QR code) to offer. */
  offerQrCode: boolean;
}

export interface WalletPayment<A> {
  /** Pays once at a time: a tap while a payment is on its way does nothing. Never rejects. */
  pay: (args: A) => Promise<void>;
  paying: boolean;
  notice: PayNotice | null;
  /** The host has a wallet bridge. */
  hasWallet: boolean;
  /** Inside the mini program: the order is paid on the mini program's own pay page. */
  inMiniProgram: boolean;
}

/**
 * The pay button's words: 支付中… while paying, 重新支付 after an attempt that charged nothing, else
 * the caller's (立即支付 ¥99.00).
 *
 * @example <button disabled={payment.paying}>{payButtonLabel(payment, `立即支付 ${formatYuan(99)}`)}</button>
 */
export function payButtonLabel(
  payment: { paying: boolean; notice: PayNotice | null },
  label: string,
): string {
  if (payment.paying) return '支付中…';
  return payment.notice ? '重新支付' : label;
}

/** What the merchant reads when opening or paying failed, or null when the shell said it already. */
function failureNotice(error: unknown, texts: WalletRefusalTexts, otherWay: boolean): PayNotice | null {
  const tooOld = isVersionGateError(error) || (isNativeError(error) && error.errorCode === 'VERSION');
  if (tooOld) return { text: texts.oldApp, offerQrCode: otherWay };
  if (isNativeError(error)) return { text: texts.refused, offerQrCode: otherWay };
  return isShownInline(error) ? { text: errorMessage(error), offerQrCode: false } : null;
}

/**
 * @example
 * const [buy] = useBuyMembershipMutation();
 * const { pay, paying, notice } = useWalletPayment<Plan>({
 *   scope: 'memberPay',
 *   openOrder: (plan, idempotencyKey) => buy({ planId: plan.id, idempotencyKey }).unwrap(),
 *   channel: () => 'alipay',
 *   keyBody: (plan) => ({ planId: plan.id }),
 *   resultHref: (orderNo, outcome) => href(paths.members.payResult, {}, { orderNo, outcome }),
 * });
 */
export function useWalletPayment<A>(options: WalletPaymentOptions<A>): WalletPayment<A> {
  const { native } = useHost();
  const handOff = useMiniProgramPay();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey(options.scope);
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<PayNotice | null>(null);

  const pay = useCallback(
    async (args: A) => {
      const { openOrder, channel, keyBody, resultHref, noWallet, miniProgram } = options;
      const toResult = (orderNo: string, outcome: 'paid' | 'pending') =>
        void navigate(resultHref(orderNo, outcome), { replace: true });
      if (!native && handOff && miniProgram) {
        miniProgram(args);
        return;
      }
      if (!native && !handOff) {
        if (noWallet) noWallet(args);
        else setNotice({ text: NO_PAY_HERE_TEXT, offerQrCode: false });
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setPaying(true);
      setNotice(null);
      try {
        const way: WalletPayWay = native ? 'wallet' : 'miniProgram';
        const order = await openOrder(args, keyFor(keyBody(args)), way);
        if (!native) {
          // The mini program pays on its own page and brings the web-view back to the result route.
          await handOff?.(order.orderNo);
          return;
        }
        const answer = await native
          .pay({ channel: channel(args), orderInfo: order.orderInfo })
          .catch((error: unknown) => {
            // A wallet that did not answer in time may still have charged: the result screen asks
            // the server about the order instead of saying "not charged".
            if (isBridgeTimeoutError(error)) return null;
            throw error;
          });
        if (!answer) {
          toResult(order.orderNo, 'pending');
          return;
        }
        const outcome = walletOutcome(answer.resultStatus);
        // The wallet's word goes along (not the answer itself): the result screen then never says
        // "not charged" while the server has not heard of the payment yet. The result takes the pay
        // screen's place in history, so back never shows the pay button of a paid order.
        if (outcome === 'paid' || outcome === 'pending') toResult(order.orderNo, outcome);
        else setNotice({ text: notPaidText(outcome, answer.memo), offerQrCode: false });
      } catch (error) {
        setNotice(failureNotice(error, options.refusalTexts ?? WALLET_REFUSAL_TEXTS, !!options.noWallet));
      } finally {
        inFlight.current = false;
        setPaying(false);
      }
    },
    [options, native, handOff, navigate, keyFor],
  );
  return { pay, paying, notice, hasWallet: native !== null, inMiniProgram: handOff !== null };
}
