// The points ledger: every change of the balance writes one bill entry, so the bill always adds up.
import { pointEntry } from '../../state/generate/points';
import type { MerchantState, PointEntry } from '../../state/model';
import { BusinessRuleError, CODES } from '../errors';

export function changePoints(state: MerchantState, delta: number, title: string, now: number): PointEntry {
  if (state.points.balance + delta < 0)
    throw new BusinessRuleError(CODES.notEnoughPoints.code, CODES.notEnoughPoints.msg);
  state.points.balance += delta;
  state.sequence += 1;
  const type = delta >= 0 ? '01' : '02';
  const entry = pointEntry(
    `PB${String(state.sequence).padStart(5, '0')}N`,
    now,
    type,
    delta,
    title,
    state.points.balance,
  );
  state.points.bill.unshift(entry);
  return entry;
}
