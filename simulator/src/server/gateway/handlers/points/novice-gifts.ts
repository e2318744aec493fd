// The novice gifts a new merchant receives until certified (some of them points).
import { notFound } from '../../errors';
import { changePoints } from '../ledger';
import { optString } from '../input';
import { duplicate, wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

/** The novice gifts; G01's 100 points are the opening balance every scenario starts with. */
const NOVICE_GIFTS = [
  { giftId: 'G01', name: '100 积分', points: 100 },
  { giftId: 'G02', name: '免费提现券 3 张', points: 0 },
  { giftId: 'G03', name: '新手费率 0.38%', points: 0 },
  { giftId: 'G04', name: '首周签到 50 积分', points: 50 },
] as const;

export const noviceGiftHandlers = {
  noviceGifts: ({ state, input, now }) => {
    const available = state.certification.status !== 'passed';
    const giftId = optString(input, 'giftId');
    if (giftId) {
      const gift = NOVICE_GIFTS.find((g) => g.giftId === giftId);
      if (!gift) throw notFound(`新手礼包 ${giftId}`);
      if (state.noviceGiftsReceived.includes(giftId)) throw duplicate('礼包已领取');
      if (!available) throw wrongState('新手礼包仅限未完成认证的新商户领取');
      state.noviceGiftsReceived.push(giftId);
      if (gift.points > 0) changePoints(state, gift.points, `新手礼包：${gift.name}`, now);
    }
    return {
      available: available ? '1' : '0',
      gifts: NOVICE_GIFTS.map((g) => ({
        ...g,
        received: state.noviceGiftsReceived.includes(g.giftId) ? '1' : '0',
      })),
      balance: state.points.balance,
    };
  },
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
