// The host wallet (docs/simulator.md "Wallet"): what a host app's `pay` answers, chosen per session
// by QA, and the payment side that moves the order on (the service fee, a membership, coupons). The shim asks POST /wallet/pay
// for every `pay` call, so the answer can change between two taps without reloading the page. Like a
// real wallet, it pays only the order string the gateway signed, for that order's amount.
import type { SimContext } from '../context';
import { ControlInputError, HostRefusal } from '../control/errors';
import { sessionState, type SimSession } from '../state/session';
import { charge, currentOrder } from '../gateway/handlers/serviceFee/service-fee-orders';
import { walletPays, walletRefusal } from '../gateway/handlers/pay/payment-side';
import { WALLET_RESULTS, type WalletResultStatus } from '../gateway/handlers/pay/payables';
import { BRIDGE_KEY_HEADER } from './bridge-key';
import type { HostActions } from '../control/action';
import type { HostServices } from './context';

export interface WalletChoice {
  resultStatus: WalletResultStatus;
  /** How long a pending (8000/6004) payment takes to settle, simulator clock. */
  settleAfterMs: number;
}

const DEFAULT_CHOICE: WalletChoice = { resultStatus: '9000', settleAfterMs: 3000 };

function choiceOf(session: SimSession): WalletChoice {
  return (session.attachments.wallet as WalletChoice | undefined) ?? DEFAULT_CHOICE;
}

/** Validates a PUT /wallet body; throws ControlInputError (400). */
export function parseWalletChoice(body: Record<string, unknown>, current: WalletChoice): WalletChoice {
  const next = { ...current };
  if (body.resultStatus !== undefined) {
    if (typeof body.resultStatus !== 'string' || !Object.hasOwn(WALLET_RESULTS, body.resultStatus))
      throw new ControlInputError(
        'invalid_result',
        `resultStatus must be one of ${Object.keys(WALLET_RESULTS).join(', ')}`,
      );
    next.resultStatus = body.resultStatus as WalletResultStatus;
  }
  if (body.settleAfterMs !== undefined) {
    const ms = body.settleAfterMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 600_000)
      throw new ControlInputError('invalid_settle', 'settleAfterMs must be an integer 0…600000');
    next.settleAfterMs = ms;
  }
  return next;
}

/** @example app.use('/__sim', registerRoutes(ctx, walletActions(ctx, hosts))); */
export function walletActions(ctx: SimContext, hosts: HostServices): HostActions<'wallet'> {
  const log = (session: SimSession, summary: string, detail: unknown) =>
    ctx.logs.add({ session: session.id, kind: 'control', summary, detail });

  return {
    'GET /wallet': { run: (s) => ({ session: s.id, ...choiceOf(s), results: WALLET_RESULTS }) },
    'PUT /wallet': {
      run: (s, { body }) => {
        const choice = parseWalletChoice(body, choiceOf(s));
        s.attachments.wallet = choice;
        log(s, `wallet answers ${choice.resultStatus}`, choice);
        return { session: s.id, ...choice };
      },
    },
    // Only the shim of a page of this session pays: it holds that page's bridge key.
    'POST /wallet/pay': {
      guard: ({ body, header }) => {
        if (
          typeof body.session !== 'string' ||
          !hosts.bridgeKeys.verify(body.session, header(BRIDGE_KEY_HEADER))
        )
          throw new HostRefusal(403, { error: 'only the host shim of a page of this session pays' });
      },
      run: (s, { body }) => {
        const { resultStatus, settleAfterMs } = choiceOf(s);
        const payload =
          body.data && typeof body.data === 'object' ? (body.data as { orderInfo?: unknown }) : {};
        const state = sessionState(ctx, s);
        const now = ctx.settings.now();
        const data =
          walletRefusal(ctx, s.id, state, payload.orderInfo, now) ??
          walletPays(state, payload.orderInfo, resultStatus, now, settleAfterMs);
        return { data };
      },
    },
    // QA (or a test) marks the open order paid now: the QR code was scanned and paid elsewhere.
    'POST /wallet/settle': {
      run: (s) => {
        const state = sessionState(ctx, s);
        const order = currentOrder(state);
        if (!order) throw new ControlInputError('no_order', 'no service-fee order is open', 409);
        const charged = charge(state, order, ctx.settings.now());
        log(s, `service fee ${order.orderNo} paid`, { charged });
        return { session: s.id, orderNo: order.orderNo, status: order.status, charged };
      },
    },
  };
}
