// GET /__sim/state: what a QA engineer checks after an action, without reading the whole state.
import type { SimContext } from '../context';
import { dateTime, ymd } from '../state/clock';
import { maskCard } from '../state/generate/mask';
import { sessionState, type SimSession } from '../state/session';

export function stateSummary(ctx: SimContext, session: SimSession) {
  const s = sessionState(ctx, session);
  const now = ctx.settings.now();
  return {
    session: session.id,
    scenario: session.scenario,
    tokenStatus: session.tokenStatus,
    responseCipher: session.responseCipher,
    faults: session.faults.length,
    today: ymd(now),
    merchant: {
      merchantNo: s.profile.merchantNo,
      merchantName: s.profile.merchantName,
      level: s.profile.level,
    },
    certification: {
      status: s.certification.status,
      auditDueAt: s.certification.auditDueAt === null ? null : dateTime(s.certification.auditDueAt),
      rejectReason: s.certification.rejectReason,
    },
    realName: s.realName.status,
    member: { vipStatus: s.member.vipStatus, expireDate: s.member.expireDate },
    points: {
      balance: s.points.balance,
      billEntries: s.points.bill.length,
      signedToday: s.signIn.days.includes(ymd(now)),
      pending: s.points.pending.length,
    },
    messages: { total: s.messages.length, unreadCount: s.messages.filter((m) => !m.read).length },
    orders: {
      integral: s.integralOrders.length,
      coupon: s.couponOrders.length,
      purchase: s.purchaseOrders.length,
      latestIntegral: s.integralOrders.slice(0, 3).map((o) => ({
        orderNo: o.orderNo,
        commodityName: o.commodityName,
        points: o.points,
        statusName: o.statusName,
      })),
      latestCoupon: s.couponOrders
        .slice(0, 3)
        .map((o) => ({ orderNo: o.orderNo, couponName: o.couponName, amount: o.amount })),
    },
    devices: s.devices.length,
    deviceApplications: s.deviceApplications.map((a) => ({
      id: a.id,
      kind: a.kind,
      deviceTypeName: a.deviceTypeName,
      status: a.status,
      statusName: a.statusName,
      urgeCount: a.urgeCount,
    })),
    cards: s.cards.map((c) => ({
      cardId: c.cardId,
      bankName: c.bankName,
      cardNo: maskCard(c.cardNo),
      isSettlement: c.isSettlement,
    })),
    records: { transactions: s.transactions.length, withdrawals: s.withdrawals.length },
    abnormal: s.abnormal.map((a) => ({
      abnormalId: a.abnormalId,
      status: a.status,
      statusName: a.statusName,
    })),
    tasks: s.tasks.map((t) => ({ taskId: t.taskId, status: t.status })),
  };
}
