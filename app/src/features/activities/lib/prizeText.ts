// A prize in words: its kind, and what it is worth in its own unit (yuan as everywhere on screen,
// points with separators, pieces).
import type { PrizeType } from '@merchant-h5/sdk';
import { formatPoints, formatYuan } from '../../../lib/format';

export const PRIZE_TYPE_NAMES: Record<PrizeType, string> = {
  '00': '谢谢参与',
  '01': '现金红包',
  '02': '积分',
  '03': '优惠券',
  '04': '实物',
  '05': '合成红包',
  '06': '手续费抵扣',
  '07': '卡片',
};

/** '¥8.88', '200 积分', '1 张', '1 件'; '' for a miss. */
export function prizeWorth(type: PrizeType, amount: number): string {
  switch (type) {
    case '00':
      return '';
    case '01':
    case '05':
    case '06':
      return formatYuan(amount);
    case '02':
      return `${formatPoints(amount)} 积分`;
    case '03':
    case '07':
      return `${amount} 张`;
    case '04':
      return `${amount} 件`;
  }
}
