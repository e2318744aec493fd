// pos-pay-service userSetMeal: the fee plans (basic, or the member's while the merchant is a member)
// and this month's progress towards the plan's takings target.
import { dateTime } from '../../../state/clock';
import type { ServiceHandlers } from '../types';

export const setMealHandlers = {
  userSetMealFind: ({ state }) => ({
    list: [
      {
        mealId: 'SM01',
        name: '基础套餐',
        price: 0,
        description: '扫码 0.38%，刷卡 0.60%',
        active: state.member.vipStatus === '0' ? '1' : '0',
      },
      {
        mealId: 'SM02',
        name: '会员套餐',
        price: 99,
        description: '扫码 0.33%，刷卡 0.55%，每月专享礼包',
        active: state.member.vipStatus === '1' ? '1' : '0',
      },
    ],
  }),
  userSetMealActiveProgress: ({ state, now }) => {
    const monthAmount = state.transactions
      .filter((t) => t.status === '00' && t.tranDt.startsWith(dateTime(now).slice(0, 7).replace('-', '')))
      .reduce((s, t) => s + t.amount, 0);
    const target = 50_000;
    return {
      mealId: state.member.vipStatus === '1' ? 'SM02' : 'SM01',
      progress: Math.round(monthAmount * 100) / 100,
      target,
      status: monthAmount >= target ? '1' : '0',
      statusName: monthAmount >= target ? '已达标' : '未达标',
    };
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
