// Withdrawal records and the "my orders" list.
import { notFound } from '../../errors';
import { inRange, optString, paginate, readDateRange, readPage, reqString } from '../input';
import type { ServiceHandlers } from '../types';

const round2 = (n: number) => Math.round(n * 100) / 100;

export const withdrawalHandlers = {
  withdrawalList: ({ state, input }) => {
    const page = readPage(input);
    const range = readDateRange(input);
    const matching = state.withdrawals.filter((w) =>
      inRange(w.applyTime.slice(0, 10).replace(/-/g, ''), range),
    );
    const done = matching.filter((w) => w.status === '00');
    return {
      ...paginate(matching, page),
      summary: { count: done.length, amount: round2(done.reduce((s, w) => s + w.amount, 0)) },
    };
  },
  withdrawalDetail: ({ state, input }) => {
    const uuid = reqString(input, 'uuid');
    const w = state.withdrawals.find((x) => x.uuid === uuid);
    if (!w) throw notFound(`提现 ${uuid}`);
    return w;
  },
  internetPayOrderList: ({ state, input }) => {
    const status = optString(input, 'status');
    return paginate(
      state.internetOrders.filter((o) => !status || o.status === status),
      readPage(input),
    );
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
