// Calendar helpers on the simulator clock. Dates are China Standard Time (UTC+8, no DST) whatever
// the machine's time zone, so generated data and "today" are the same on every machine.
const OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 86_400_000;

function shifted(ms: number): Date {
  return new Date(ms + OFFSET_MS);
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYYMMDD' of the instant in UTC+8. */
export function ymd(ms: number): string {
  const d = shifted(ms);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}`;
}

/** 'YYYYMM' of the instant in UTC+8. */
export function ym(ms: number): string {
  return ymd(ms).slice(0, 6);
}

/** 'HHmmss' of the instant in UTC+8. */
export function hms(ms: number): string {
  const d = shifted(ms);
  return `${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' of the instant in UTC+8. */
export function dateTime(ms: number): string {
  const day = ymd(ms);
  const t = hms(ms);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)} ${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}`;
}

/** Midnight (UTC+8) starting the day of the instant. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** Midnight (UTC+8) of a 'YYYYMMDD' day, or NaN when the text is not a real date. */
export function parseYmd(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - OFFSET_MS;
  return ymd(ms) === text ? ms : NaN;
}

/** 'YYYYMM' months from `fromMonth` back `count` months, newest first. */
export function monthsBack(fromMs: number, count: number): string[] {
  const d = shifted(fromMs);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    out.push(`${m.getUTCFullYear()}${two(m.getUTCMonth() + 1)}`);
  }
  return out;
}
