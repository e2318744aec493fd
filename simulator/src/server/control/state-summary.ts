// GET /__sim/state: what a QA engineer checks after an action, without reading the whole state.
import type { StateSummary } from '../../shared/control-api/state-summary';
import type { SimContext } from '../context';
import { dateTime, ymd } from '../state/clock';
import { maskCard } from '../state/generate/mask';
import type { MerchantState } from '../state/model';
import { sessionState, type SimSession } from '../state/session';

export function stateSummary(ctx: SimContext, session: SimSession): StateSummary {
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
      rejectedPics: s.certification.rejectedPics.map((p) => p.field),
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
    serviceFeeOrders: s.serviceFeeOrders.map((o) => ({
      orderNo: o.orderNo,
      channel: o.channel,
      amount: o.amount,
      status: o.status,
    })),
    collections: s.payments.slice(0, 5).map((p) => ({
      payOrderNo: p.payOrderNo,
      payWay: p.payWay,
      purpose: p.purpose,
      amount: p.amount,
      status: p.status,
      statusName: p.statusName,
    })),
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
    records: {
      transactions: s.transactions.length,
      withdrawals: s.withdrawals.length,
      // One of each kind a detail screen treats differently, newest first, for tests and the harness.
      samples: recordSamples(s),
    },
    abnormal: s.abnormal.map((a) => ({
      abnormalId: a.abnormalId,
      status: a.status,
      statusName: a.statusName,
    })),
    tasks: s.tasks.map((t) => ({ taskId: t.taskId, status: t.status })),
  };
}

function recordSamples(s: MerchantState) {
  const trade = (t: { uuid: string; tranDt: string } | undefined) => t && { uuid: t.uuid, tranDt: t.tranDt };
  return {
    failedTrade: trade(s.transactions.find((t) => t.status === '01')),
    refund: trade(s.transactions.find((t) => t.tradeType === '04' && s.tradeNotes[t.uuid]?.origUuid)),
    pendingWithdrawal: s.withdrawals.find((w) => w.status === '01')?.uuid,
    failedWithdrawal: s.withdrawals.find((w) => w.status === '02')?.uuid,
  };
}
