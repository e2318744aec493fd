// The host wallet (docs/simulator.md "Wallet"): what a host app's `pay` answers, chosen per session
// by QA, and the payment side that moves the service-fee order on. The shim asks POST /wallet/pay
// for every `pay` call, so the answer can change between two taps without reloading the page. Like a
// real wallet, it pays only the order string the gateway signed, for that order's amount.
import { Router } from 'express';
import type { SimContext } from '../context';
import { ControlInputError } from '../control/errors';
import { sessionState, type SimSession } from '../state/session';
import {
  charge,
  currentOrder,
  walletPays,
  walletRefusal,
  WALLET_RESULTS,
  type WalletResultStatus,
} from '../gateway/handlers/pos-pay/service-fee-orders';
import { BRIDGE_KEY_HEADER } from './bridge-key';
import type { HostServices } from './context';
import { bodyOf, controlInputErrors, sessionOf } from './control-input';

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

/** @example app.use('/__sim', createWalletRouter(ctx, hosts)); */
export function createWalletRouter(ctx: SimContext, hosts: HostServices): Router {
  const router = Router();
  const log = (session: SimSession, summary: string, detail: unknown) =>
    ctx.logs.add({ session: session.id, kind: 'control', summary, detail });

  router.get('/wallet', (req, res) => {
    const session = sessionOf(ctx, req);
    res.json({ session: session.id, ...choiceOf(session), results: WALLET_RESULTS });
  });

  router.put('/wallet', (req, res) => {
    const session = sessionOf(ctx, req);
    const choice = parseWalletChoice(bodyOf(req), choiceOf(session));
    session.attachments.wallet = choice;
    log(session, `wallet answers ${choice.resultStatus}`, choice);
    res.json({ session: session.id, ...choice });
  });

  // Only the shim of a page of this session pays: it holds that page's bridge key.
  router.post('/wallet/pay', (req, res) => {
    const b = bodyOf(req);
    if (typeof b.session !== 'string' || !hosts.bridgeKeys.verify(b.session, req.get(BRIDGE_KEY_HEADER))) {
      res.status(403).json({ error: 'only the host shim of a page of this session pays' });
      return;
    }
    const session = sessionOf(ctx, req);
    const { resultStatus, settleAfterMs } = choiceOf(session);
    const payload = b.data && typeof b.data === 'object' ? (b.data as { orderInfo?: unknown }) : {};
    const state = sessionState(ctx, session);
    const now = ctx.settings.now();
    const data =
      walletRefusal(ctx, session.id, state, payload.orderInfo) ??
      walletPays(state, payload.orderInfo, resultStatus, now, settleAfterMs);
    res.json({ data });
  });

  // QA (or a test) marks the open order paid now: the QR code was scanned and paid elsewhere.
  router.post('/wallet/settle', (req, res) => {
    const session = sessionOf(ctx, req);
    const state = sessionState(ctx, session);
    const order = currentOrder(state);
    if (!order) throw new ControlInputError('no_order', 'no service-fee order is open', 409);
    const charged = charge(state, order, ctx.settings.now());
    log(session, `service fee ${order.orderNo} paid`, { charged });
    res.json({ session: session.id, orderNo: order.orderNo, status: order.status, charged });
  });

  router.use(controlInputErrors);
  return router;
}
