// The kinds of a points-bill entry (tradeType on the wire) and how each looks: earned is green with
// '+', spent plain with '-', expired muted — told by the words too, never by colour alone.
import type { PointEntryType } from '@merchant-h5/sdk';

export const BILL_TYPES: ReadonlyArray<{ code: PointEntryType | ''; name: string }> = [
  { code: '', name: '全部' },
  { code: '01', name: '获取' },
  { code: '02', name: '使用' },
  { code: '03', name: '过期' },
];

export type BillKind = 'earned' | 'spent' | 'expired';

export function billKind(type: PointEntryType): BillKind {
  return type === '01' ? 'earned' : type === '03' ? 'expired' : 'spent';
}
