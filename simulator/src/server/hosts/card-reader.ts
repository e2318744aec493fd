// The host's card reader and the payer of collection orders (docs/simulator.md "Card reader and
// collections"): what a host app's `swipeCardPay` answers, chosen per session by QA, and the payer
// who scans a QR code. The shim asks POST /collect/swipe/pay for every `swipeCardPay` call, so the
// answer can change between two taps and the order moves on the server as the page is told.
import { SWIPE_CODES, type SwipeErrorCode } from '@merchant-h5/sdk';
import type { SimContext } from '../context';
import { ControlInputError, HostRefusal } from '../control/errors';
import { sessionState, type SimSession } from '../state/session';
import { openPayerOrder, settle, swipe, type Settlement } from '../gateway/handlers/collect/collect-orders';
import { BRIDGE_KEY_HEADER } from './bridge-key';
import type { HostActions } from '../control/action';
import type { HostServices } from './context';

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

/** @example app.use('/__sim', registerRoutes(ctx, cardReaderActions(ctx, hosts))); */
export function cardReaderActions(ctx: SimContext, hosts: HostServices): HostActions<'card reader'> {
  const log = (session: SimSession, summary: string, detail: unknown) =>
    ctx.logs.add({ session: session.id, kind: 'control', summary, detail });

  return {
    'GET /collect/swipe': { run: (s) => ({ session: s.id, errorCode: codeOf(s), codes: codesTable() }) },
    'PUT /collect/swipe': {
      run: (s, { body }) => {
        const errorCode = parseSwipeChoice(body);
        s.attachments.cardReader = errorCode;
        log(s, `card reader answers ${errorCode}`, { errorCode });
        return { session: s.id, errorCode };
      },
    },
    // Only the shim of a page of this session swipes: it holds that page's bridge key.
    'POST /collect/swipe/pay': {
      guard: ({ body, header }) => {
        if (
          typeof body.session !== 'string' ||
          !hosts.bridgeKeys.verify(body.session, header(BRIDGE_KEY_HEADER))
        )
          throw new HostRefusal(403, { error: 'only the host shim of a page of this session swipes' });
      },
      run: (s, { body }) => {
        const errorCode = codeOf(s);
        const payload =
          body.data && typeof body.data === 'object' ? (body.data as { orderNo?: unknown }) : {};
        const changed = swipe(sessionState(ctx, s), payload.orderNo, errorCode, ctx.settings.now());
        log(s, `card swiped for ${String(payload.orderNo)}: ${errorCode}`, { errorCode, changed });
        return { data: { errorCode } };
      },
    },
    // QA (or a test) settles an open QR-code or swipe order now: the payer paid, or the payment failed.
    'POST /collect/settle': {
      run: (s, { body }) => {
        const state = sessionState(ctx, s);
        const settlement = parseSettlement(body);
        const { payOrderNo } = body;
        if (payOrderNo !== undefined && typeof payOrderNo !== 'string')
          throw new ControlInputError('invalid_order', 'payOrderNo must be a string');
        const order = payOrderNo
          ? state.payments.find((p) => p.payOrderNo === payOrderNo)
          : openPayerOrder(state);
        if (!order) throw new ControlInputError('no_order', 'no collection order is open', 409);
        const changed = settle(order, settlement, ctx.settings.now());
        log(s, `collection ${order.payOrderNo} ${settlement.outcome}`, { changed });
        return { session: s.id, payOrderNo: order.payOrderNo, status: order.status, changed };
      },
    },
  };
}
