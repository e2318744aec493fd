// The mini program's pay page (docs/simulator.md "WeChat"): a mini program's web-view cannot pay,
// so the H5 hands the order over by its number and the shim moves the web-view here, as the mini
// program opens its own pay page. The page reads the order from the session's state (as the real
// mini program asks its server), applies what the merchant (or QA's choice) does to it on the server
// and takes the web-view back to the H5's result route, which reads the order from the server again.
import type { Response } from 'express';
import type { SimContext } from '../context';
import { ControlInputError } from '../control/errors';
import type { HostActions } from '../control/action';
import { sessionState, type SimSession } from '../state/session';
import type { MerchantState } from '../state/model';
import { chargePayable, findPayable } from '../gateway/handlers/pay/payment-side';
import { settle } from '../gateway/handlers/collect/collect-orders';
import {
  MINI_PROGRAM_PAY_CHOICES,
  type MiniProgramPayChoice,
  type MiniProgramPayOutcome,
} from '../../shared/mini-program';

/** Why a paid order failed on the pay page (what the 开心送 result screen shows). */
export const MINI_PROGRAM_FAIL_REASON = '小程序支付失败';

/** The result route's state for a collection order's status; the result screen asks the server anyway. */
function resultStateOfStatus(status: string): 'success' | 'failure' | 'processing' {
  if (status === '00') return 'success';
  if (status === '03') return 'failure';
  return 'processing';
}

/** An order the pay page can pay: one of the payment side's (service fee, membership, coupons) or a collection (开心送) order. */
export interface PayPageOrder {
  orderNo: string;
  goods: string;
  amount: number;
  /** 'unpaid' | 'paying' | 'paid' | 'closed' (the payment side's), '00' | '02' | '03' … (collection) */
  status: string;
  /** The H5 route the mini program takes the web-view back to, with the order number only. */
  back: string;
}

/** The order by its number in the session's state, or null. */
export function findPayPageOrder(state: MerchantState, orderNo: string, now: number): PayPageOrder | null {
  const payable = findPayable(state, orderNo, now);
  if (payable) {
    const { tradeNo: _tradeNo, ...order } = payable;
    return order;
  }
  const payment = state.payments.find((p) => p.payOrderNo === orderNo);
  if (payment)
    return {
      orderNo,
      goods: payment.purpose === 'happySend' ? '开心送套餐' : '收款订单',
      amount: payment.amount,
      status: payment.status,
      back: `/h5/zEraAGeneraMiniProgramWeb/HappyDelivery/result/${resultStateOfStatus(payment.status)}?payOrderNo=${encodeURIComponent(orderNo)}`,
    };
  return null;
}

/**
 * Applies the merchant's outcome to the order, as the payment side would: paid charges it exactly as
 * the existing payment completes it (once), cancelled changes nothing, failed fails a collection
 * order (the payment side's orders have no failed state: they stay unpaid). Answers the order after it.
 *
 * @example applyPayPageOutcome(state, 'SF20261129001', 'paid', Date.now())
 */
export function applyPayPageOutcome(
  state: MerchantState,
  orderNo: string,
  outcome: MiniProgramPayOutcome,
  now: number,
): PayPageOrder | null {
  if (outcome === 'paid') chargePayable(state, orderNo, now);
  const payment = state.payments.find((p) => p.payOrderNo === orderNo);
  if (payment && outcome === 'paid') settle(payment, { outcome: 'paid' }, now);
  if (payment && outcome === 'failed')
    settle(payment, { outcome: 'failed', reason: MINI_PROGRAM_FAIL_REASON }, now);
  return findPayPageOrder(state, orderNo, now);
}

function choiceOf(session: SimSession): MiniProgramPayChoice {
  return (session.attachments.miniProgramPay as MiniProgramPayChoice | undefined) ?? 'ask';
}

/** The web-view's way back to the H5, in the mini-program host of the same session. */
function backTo(order: PayPageOrder, session: string): string {
  return `${order.back}&__host=miniprogram&__session=${encodeURIComponent(session)}`;
}

/** What the pay page shows: the order (null: none by that number) and the session it pays in. */
export interface PayPageView {
  session: string;
  orderNo: string;
  order: PayPageOrder | null;
}

/** Renders the pay page for a response (pages/mini-program-pay-page.ts: its CSP nonce is the response's). */
export type RenderPayPage = (res: Response, view: PayPageView) => string;

/**
 * @example app.use('/__sim', registerRoutes(ctx, miniProgramPayActions(ctx, (res, view) =>
 *   renderMiniProgramPayPage(scriptNonce(res), view))));
 */
export function miniProgramPayActions(
  ctx: SimContext,
  renderPage: RenderPayPage,
): HostActions<'mini program'> {
  const log = (session: SimSession, summary: string, detail: unknown) =>
    ctx.logs.add({ session: session.id, kind: 'control', summary, detail });
  const apply = (s: SimSession, orderNo: string, outcome: MiniProgramPayOutcome) => {
    const order = applyPayPageOutcome(sessionState(ctx, s), orderNo, outcome, ctx.settings.now());
    log(s, `mini program pays ${orderNo}: ${outcome}`, { orderNo, outcome, status: order?.status });
    return order;
  };

  return {
    'GET /miniprogram/pay': {
      send: (s, { query }, _req, res) => {
        const orderNo = typeof query.orderNo === 'string' ? query.orderNo.slice(0, 64) : '';
        const choice = choiceOf(s);
        const order = findPayPageOrder(sessionState(ctx, s), orderNo, ctx.settings.now());
        if (order && choice !== 'ask') {
          const after = apply(s, orderNo, choice) ?? order;
          res.set('Cache-Control', 'no-store').redirect(302, backTo(after, s.id));
          return;
        }
        res
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(renderPage(res, { session: s.id, order, orderNo }));
      },
    },
    'POST /miniprogram/pay/outcome': {
      run: (s, { body }) => {
        const orderNo = typeof body.orderNo === 'string' ? body.orderNo : '';
        const outcome = body.outcome as MiniProgramPayOutcome;
        const order = apply(s, orderNo, outcome);
        if (!order) throw new ControlInputError('no_order', `no order ${orderNo} in this session`, 404);
        return { session: s.id, orderNo, outcome, status: order.status, back: backTo(order, s.id) };
      },
    },
    'GET /miniprogram/pay/choice': { run: (s) => ({ session: s.id, outcome: choiceOf(s) }) },
    'PUT /miniprogram/pay': {
      run: (s, { body }) => {
        const outcome = body.outcome as MiniProgramPayChoice;
        if (!(MINI_PROGRAM_PAY_CHOICES as readonly unknown[]).includes(outcome))
          throw new ControlInputError('invalid_outcome', 'outcome must be ask, paid, cancelled or failed');
        s.attachments.miniProgramPay = outcome;
        log(s, `mini program pay page answers ${outcome}`, { outcome });
        return { session: s.id, outcome };
      },
    },
  };
}
