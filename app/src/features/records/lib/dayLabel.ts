// How the list names a day: '11月23日 周一' over its trades, '11月24日' for an arrival date.
import { fromYmd } from '../../../lib/dates';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** '20261124' → '11月24日'. */
export function monthDayCn(ymd: string): string {
  return `${Number(ymd.slice(4, 6))}月${Number(ymd.slice(6, 8))}日`;
}

/** '20261123' → '11月23日 周一' (the weekday of the calendar date, whatever the time zone). */
export function dayTitle(ymd: string): string {
  return `${monthDayCn(ymd)} ${WEEKDAYS[fromYmd(ymd).getDay()]}`;
}
