// Reading handler input: typed fields with clear 1001 errors, paging and date ranges. A reader takes
// a field by a name the endpoint's request declares (HandlerInput in ./types.ts), so reading a field
// the SDK catalogue does not name stops the build.
import { parseYmd } from '../../state/clock';
import { badParam } from '../errors';

/** A name of a field of `input`: one its endpoint's request declares. */
export type FieldOf<I> = keyof I & string;

/** An input whose endpoint names every field of F (a paged list: 'pageNum' | 'pageSize'). */
export type Naming<F extends string> = { readonly [K in F]?: unknown };

// Refuses, at the call, an input whose endpoint lacks one of F: `missingFields` names them.
type Names<I, F extends string> = [F] extends [keyof I]
  ? unknown
  : { readonly missingFields: Exclude<F, keyof I> };

/** A string field ('' and absent → undefined; numbers are accepted as their text). */
export function optString<I extends object>(input: I, name: FieldOf<I>): string | undefined {
  const v: unknown = input[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') throw badParam(`${name} 应为字符串`);
  return v.trim();
}

export function reqString<I extends object>(input: I, name: FieldOf<I>): string {
  const v = optString(input, name);
  if (v === undefined) throw badParam(`缺少 ${name}`);
  return v;
}

export function optInt<I extends object>(
  input: I,
  name: FieldOf<I>,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const v: unknown = input[name];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badParam(`${name} 应为 ${min}–${max} 的整数`);
  return n;
}

export function optNumber<I extends object>(input: I, name: FieldOf<I>): number | undefined {
  const v: unknown = input[name];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw badParam(`${name} 应为数字`);
  return n;
}

/** A boolean field (true/false, or their text '1'/'0' and 'true'/'false'); absent → undefined. */
export function optBoolean<I extends object>(input: I, name: FieldOf<I>): boolean | undefined {
  const v: unknown = input[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  throw badParam(`${name} 应为 true 或 false`);
}

export function isMobile(value: string): boolean {
  return /^1\d{10}$/.test(value);
}

export function reqMobile<I extends object>(input: I, name: FieldOf<I>): string {
  const v = reqString(input, name);
  if (!isMobile(v)) throw badParam(`${name} 应为 1 开头的 11 位手机号`);
  return v;
}

export function reqCardNo<I extends object>(input: I, name: FieldOf<I>): string {
  const v = reqString(input, name).replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(v)) throw badParam(`${name} 应为 12–19 位数字`);
  return v;
}

export function reqIdNo<I extends object>(input: I, name: FieldOf<I>): string {
  const v = reqString(input, name).toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) throw badParam(`${name} 应为 18 位身份证号`);
  return v;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page {
  pageNum: number;
  pageSize: number;
}

/** pageNum from 1, pageSize default 20, capped at 100. */
export function readPage<I extends Naming<'pageNum' | 'pageSize'>>(
  input: I & Names<I, 'pageNum' | 'pageSize'>,
): Page {
  const pageNum = optInt(input, 'pageNum', 1, 1_000_000) ?? 1;
  const size = optInt(input, 'pageSize', 1, 1_000_000) ?? DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize: Math.min(size, MAX_PAGE_SIZE) };
}

export function paginate<T>(
  items: readonly T[],
  page: Page,
): { list: T[]; total: number; hasMore: boolean; pageNum: number; pageSize: number } {
  const start = (page.pageNum - 1) * page.pageSize;
  return {
    list: items.slice(start, start + page.pageSize),
    total: items.length,
    hasMore: start + page.pageSize < items.length,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/** startDate/endDate 'YYYYMMDD' (inclusive, either may be absent); checked and ordered. */
export function readDateRange<I extends Naming<'startDate' | 'endDate'>>(
  input: I & Names<I, 'startDate' | 'endDate'>,
): { startDate?: string; endDate?: string } {
  const startDate = optString(input, 'startDate');
  const endDate = optString(input, 'endDate');
  for (const [name, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (value !== undefined && Number.isNaN(parseYmd(value)))
      throw badParam(`${name} 应为 YYYYMMDD 格式的日期`);
  }
  if (startDate && endDate && startDate > endDate) throw badParam('startDate 不能晚于 endDate');
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

/** Whether a 'YYYYMMDD' day is inside the range. */
export function inRange(day: string, range: { startDate?: string; endDate?: string }): boolean {
  return (!range.startDate || day >= range.startDate) && (!range.endDate || day <= range.endDate);
}

/** Next id for something an action creates: prefix + day + a per-session sequence. */
export function mintId(state: { sequence: number }, prefix: string, day: string): string {
  state.sequence += 1;
  return `${prefix}${day}${String(state.sequence).padStart(4, '0')}`;
}
