// Date strings of the gateway calls: the wire speaks 'YYYYMMDD' and 'YYYYMM' in local time.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local date as 'YYYYMMDD'. */
export function toYmd(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** 'YYYYMMDD' → local midnight of that day. */
export function fromYmd(ymd: string): Date {
  return new Date(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
}

/** A local date as 'YYYYMM'. */
export function toYm(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}`;
}

/** 'YYYYMM' → local midnight of that month's first day. */
export function fromYm(ym: string): Date {
  return new Date(Number(ym.slice(0, 4)), Number(ym.slice(4, 6)) - 1, 1);
}

/** 'YYYYMM' moved by `months` (negative: back), e.g. shiftYm('202601', -1) → '202512'. */
export function shiftYm(ym: string, months: number): string {
  const first = fromYm(ym);
  return toYm(new Date(first.getFullYear(), first.getMonth() + months, 1));
}

/** How many days the month 'YYYYMM' has. */
export function daysInMonth(ym: string): number {
  return new Date(Number(ym.slice(0, 4)), Number(ym.slice(4, 6)), 0).getDate();
}

/** The range of the last `days` days ending today (both ends included). */
export function lastDays(days: number, today: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { startDate: toYmd(start), endDate: toYmd(today) };
}

/** '20261122' → '2026-11-22'. */
export function showYmd(ymd: string): string {
  return ymd.length === 8 ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : ymd;
}

/** '20261122' → '11-22' (list rows and chart ticks). */
export function showMonthDay(ymd: string): string {
  return ymd.length === 8 ? `${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : ymd;
}

/** '103005' → '10:30:05'. */
export function showHms(hms: string): string {
  return hms.length === 6 ? `${hms.slice(0, 2)}:${hms.slice(2, 4)}:${hms.slice(4, 6)}` : hms;
}

/** '202611' → '2026年11月'. */
export function showYm(ym: string): string {
  return ym.length === 6 ? `${ym.slice(0, 4)}年${Number(ym.slice(4, 6))}月` : ym;
}

// How a screen names a day: '11月23日 周一' over its records, '11月24日' for an arrival date.
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** '20261124' → '11月24日'. */
export function monthDayCn(ymd: string): string {
  return `${Number(ymd.slice(4, 6))}月${Number(ymd.slice(6, 8))}日`;
}

/** '20261123' → '11月23日 周一' (the weekday of the calendar date, whatever the time zone). */
export function dayTitle(ymd: string): string {
  return `${monthDayCn(ymd)} ${WEEKDAYS[fromYmd(ymd).getDay()]}`;
}
