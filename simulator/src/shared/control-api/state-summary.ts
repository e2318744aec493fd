// What GET /__sim/state answers: the part of a session's merchant state a QA engineer checks after
// an action. Statuses keep the specification's codes and spelling, as the gateway answers them.

interface Sample {
  uuid: string;
  tranDt: string;
}

export interface StateSummary {
  session: string;
  scenario: string;
  tokenStatus: string;
  responseCipher: string;
  /** How many faults the session holds. */
  faults: number;
  /** yyyy-mm-dd on the simulator clock. */
  today: string;
  merchant: { merchantNo: string; merchantName: string; level: string };
  certification: {
    status: string;
    auditDueAt: string | null;
    rejectReason: string | null;
    rejectedPics: string[];
  };
  realName: string;
  member: { vipStatus: string; expireDate: string | null };
  points: { balance: number; billEntries: number; signedToday: boolean; pending: number };
  messages: { total: number; unreadCount: number };
  orders: {
    integral: number;
    coupon: number;
    purchase: number;
    latestIntegral: Array<{ orderNo: string; commodityName: string; points: number; statusName: string }>;
    latestCoupon: Array<{ orderNo: string; couponName: string; amount: number }>;
  };
  /** The orders opened to pay the service fee, newest first. */
  serviceFeeOrders: Array<{ orderNo: string; channel: string; amount: number; status: string }>;
  /** The latest five payment orders. */
  collections: Array<{
    payOrderNo: string;
    payWay: string;
    purpose: string;
    amount: number;
    status: string;
    statusName: string;
  }>;
  devices: number;
  deviceApplications: Array<{
    id: string;
    kind: string;
    deviceTypeName: string;
    status: string;
    statusName: string;
    urgeCount: number;
  }>;
  /** Card numbers masked. */
  cards: Array<{ cardId: string; bankName: string; cardNo: string; isSettlement: boolean }>;
  records: {
    transactions: number;
    withdrawals: number;
    /** One of each kind a detail screen treats differently, newest first. */
    samples: {
      failedTrade: Sample | undefined;
      refund: Sample | undefined;
      pendingWithdrawal: string | undefined;
      failedWithdrawal: string | undefined;
    };
  };
  abnormal: Array<{ abnormalId: string; status: string; statusName: string }>;
  tasks: Array<{ taskId: string; status: string }>;
}
