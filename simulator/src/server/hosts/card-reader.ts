// The host's card reader and the payer of collection orders (docs/simulator.md "Card reader and
// collections"): what a host app's `swipeCardPay` answers, chosen per session by QA, and the payer
// who scans a QR code. The shim asks POST /collect/swipe/pay for every `swipeCardPay` call, so the
// answer can change between two taps and the order moves on the server as the page is told.
import { Router } from 'express';
import { SWIPE_CODES, type SwipeErrorCode } from '@merchant-h5/sdk';
import type { SimContext } from '../context';
import { ControlInputError } from '../control/errors';
import { sessionState, type SimSession } from '../state/session';
import { openPayerOrder, settle, swipe, type Settlement } from '../gateway/handlers/pos-pay/collect-orders';
import { BRIDGE_KEY_HEADER } from './bridge-key';
import type { HostServices } from './context';
import { bodyOf, controlInputErrors, sessionOf } from './control-input';

const DEFAULT_CODE: SwipeErrorCode = '0000';
const OUTCOMES = ['paid', 'failed'] as const;

function codeOf(session: SimSession): SwipeErrorCode {
  return (session.attachments.cardReader as SwipeErrorCode | undefined) ?? DEFAULT_CODE;
}

/** Validates a PUT /collect/swipe body; throws ControlInputError (400). */
export function parseSwipeChoice(body: Record<string, unknown>): SwipeErrorCode {
  const code = body.errorCode;
  if (typeof code !== 'string' || !Object.hasOwn(SWIPE_CODES, code))
    throw new ControlInputError(
      'invalid_code',
      `errorCode must be one of ${Object.keys(SWIPE_CODES).join(', ')}`,
    );
  return code as SwipeErrorCode;
}

/** Validates a POST /collect/settle body into the order's settlement. */
export function parseSettlement(body: Record<string, unknown>): Settlement {
  const outcome = body.outcome ?? 'paid';
  if (typeof outcome !== 'string' || !(OUTCOMES as readonly string[]).includes(outcome))
    throw new ControlInputError('invalid_outcome', `outcome must be one of ${OUTCOMES.join(', ')}`);
  if (outcome === 'paid') return { outcome: 'paid' };
  const reason = body.reason ?? '付款方支付失败';
  if (typeof reason !== 'string' || reason.length > 60)
    throw new ControlInputError('invalid_reason', 'reason must be a string of at most 60 characters');
  return { outcome: 'failed', reason };
}

const codesTable = () =>
  Object.fromEntries(
    Object.entries(SWIPE_CODES).map(([code, { outcome, text }]) => [code, `${outcome}: ${text}`]),
  );

/** @example app.use('/__sim', createCardReaderRouter(ctx, hosts)); */
export function createCardReaderRouter(ctx: SimContext, hosts: HostServices): Router {
  const router = Router();
  const log = (session: SimSession, summary: string, detail: unknown) =>
    ctx.logs.add({ session: session.id, kind: 'control', summary, detail });

  router.get('/collect/swipe', (req, res) => {
    const session = sessionOf(ctx, req);
    res.json({ session: session.id, errorCode: codeOf(session), codes: codesTable() });
  });

  router.put('/collect/swipe', (req, res) => {
    const session = sessionOf(ctx, req);
    const errorCode = parseSwipeChoice(bodyOf(req));
    session.attachments.cardReader = errorCode;
    log(session, `card reader answers ${errorCode}`, { errorCode });
    res.json({ session: session.id, errorCode });
  });

  // Only the shim of a page of this session swipes: it holds that page's bridge key.
  router.post('/collect/swipe/pay', (req, res) => {
    const b = bodyOf(req);
    if (typeof b.session !== 'string' || !hosts.bridgeKeys.verify(b.session, req.get(BRIDGE_KEY_HEADER))) {
      res.status(403).json({ error: 'only the host shim of a page of this session swipes' });
      return;
    }
    const session = sessionOf(ctx, req);
    const errorCode = codeOf(session);
    const payload = b.data && typeof b.data === 'object' ? (b.data as { orderNo?: unknown }) : {};
    const changed = swipe(sessionState(ctx, session), payload.orderNo, errorCode, ctx.settings.now());
    log(session, `card swiped for ${String(payload.orderNo)}: ${errorCode}`, { errorCode, changed });
    res.json({ data: { errorCode } });
  });

  // QA (or a test) settles an open QR-code or swipe order now: the payer paid, or the payment failed.
  router.post('/collect/settle', (req, res) => {
    const session = sessionOf(ctx, req);
    const b = bodyOf(req);
    const state = sessionState(ctx, session);
    const settlement = parseSettlement(b);
    if (b.payOrderNo !== undefined && typeof b.payOrderNo !== 'string')
      throw new ControlInputError('invalid_order', 'payOrderNo must be a string');
    const order = b.payOrderNo
      ? state.payments.find((p) => p.payOrderNo === b.payOrderNo)
      : openPayerOrder(state);
    if (!order) throw new ControlInputError('no_order', 'no collection order is open', 409);
    const changed = settle(order, settlement, ctx.settings.now());
    log(session, `collection ${order.payOrderNo} ${settlement.outcome}`, { changed });
    res.json({ session: session.id, payOrderNo: order.payOrderNo, status: order.status, changed });
  });

  router.use(controlInputErrors);
  return router;
}
