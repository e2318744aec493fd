// Test data of the activities, in the catalogue's shapes.
import type { ActivityInfo, DeliveryAddress, DrawResult, Prize, PrizePoolEntry } from '@merchant-h5/sdk';

const entry = (position: number, overrides: Partial<PrizePoolEntry>): PrizePoolEntry => ({
  poolId: `P${position}`,
  prizeName: '谢谢参与',
  prizeType: '00',
  amount: 0,
  weight: 10,
  position,
  stock: null,
  ...overrides,
});

/** Eight entries, weights 100 in all while every entry is in stock. */
export const pool: PrizePoolEntry[] = [
  entry(0, { prizeName: '现金红包', prizeType: '01', amount: 8.88, weight: 5, stock: 100 }),
  entry(1, { weight: 30 }),
  entry(2, { prizeName: '200 积分', prizeType: '02', amount: 200, weight: 20 }),
  entry(3, { prizeName: '免费提现券', prizeType: '03', amount: 1, weight: 15 }),
  entry(4, { prizeName: '品牌保温杯', prizeType: '04', amount: 1, weight: 2, stock: 0 }),
  entry(5, { prizeName: '50 积分', prizeType: '02', amount: 50, weight: 20 }),
  entry(6, { prizeName: '手续费抵扣', prizeType: '06', amount: 5, weight: 7 }),
  entry(7, { prizeName: '蓝牙音箱', prizeType: '04', amount: 1, weight: 1, stock: 3 }),
];

export function activity(overrides: Partial<ActivityInfo> = {}): ActivityInfo {
  return {
    activityId: 'A1001',
    kind: 'lotteryMachine',
    name: '幸运大抽奖',
    startDate: '20261101',
    endDate: '20261130',
    drawTimes: 1,
    progress: 0,
    target: 0,
    rules: '<p>每位商户每天可抽奖 1 次。</p><script>window.pwned=1</script>',
    prizes: pool,
    chanceSources: [
      { source: 'daily', text: '每天登录', chances: 1 },
      { source: 'trade', text: '当日交易满 1000 元', chances: 1 },
      { source: 'signIn', text: '每日签到', chances: 1 },
      { source: 'task', text: '完成任务中心任务', chances: 2 },
    ],
    guaranteeAfter: 10,
    audience: 'all',
    remainingDraws: 3,
    status: '1',
    eligible: true,
    ineligibleReason: '',
    missesInRow: 0,
    ...overrides,
  };
}

/** A delivery address in Shanghai; `detail` and the recipient vary by test. */
export function address(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  const place = { province: '上海市', city: '上海市', area: '黄浦区' };
  return {
    addressId: 'AD0001',
    name: '张三',
    phone: '13800138000',
    ...place,
    detail: '南京东路 100 号',
    ...overrides,
  };
}

export function prize(overrides: Partial<Prize> = {}): Prize {
  return {
    prizeId: 'PZ1',
    activityId: 'A1001',
    activityName: '幸运大抽奖',
    prizeName: '200 积分',
    prizeType: '02',
    amount: 200,
    time: '2026-11-20 10:00:00',
    status: '1',
    statusName: '已发放',
    claimDeadline: '',
    address: null,
    ...overrides,
  };
}

export function drawn(overrides: Partial<DrawResult> = {}): DrawResult {
  return {
    recordId: 'DR1',
    poolId: 'P5',
    position: 5,
    prize: prize({ prizeId: 'PZ9', prizeName: '50 积分', amount: 50 }),
    remainingDraws: 2,
    ...overrides,
  };
}
