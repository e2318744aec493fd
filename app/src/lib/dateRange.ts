import { lastDays } from './dates';

export const DEFAULT_RANGE_DAYS = 30;
const YMD = /^\d{8}$/;

/** The list's date range from the address: well-formed dates, else the last 30 days. */
export function rangeFrom(values: { startDate: string; endDate: string }, today = new Date()) {
  const fallback = lastDays(DEFAULT_RANGE_DAYS, today);
  return {
    startDate: YMD.test(values.startDate) ? values.startDate : fallback.startDate,
    endDate: YMD.test(values.endDate) ? values.endDate : fallback.endDate,
  };
}
