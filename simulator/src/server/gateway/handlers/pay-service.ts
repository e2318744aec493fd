// pay-service: transaction records and the month bill (records), 开心送 (collect), the e-sign agreement (certification).
import { ym } from '../../state/clock';
import { happySend } from './collect/happy-send';
import { esignNature } from './certification/service-agreement';
import { monthBill, transactionHandlers } from './records/transactions';
import type { ServiceHandlers } from './types';

export const payServiceHandlers: ServiceHandlers<'pay-service'> = {
  ...transactionHandlers,
  happySend: (req) => happySend(req, monthBill(req.state, ym(req.now)).totals.tradeAmount),
  esignNature,
};
