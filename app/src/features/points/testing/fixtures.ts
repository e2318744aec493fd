// Test data of the points area, in the catalogue's shapes.
import type {
  Commodity,
  IntegralHome,
  NoviceGifts,
  PointEntry,
  PreIntegral,
  SignInStatus,
} from '@merchant-h5/sdk';

export const commodity = (overrides: Partial<Commodity> = {}): Commodity => ({
  commodityId: 'C001',
  integralId: 'I001',
  name: '定制保温杯',
  category: '生活好物',
  points: 1200,
  marketPrice: 59,
  stock: 20,
  image: '',
  description: '',
  isVirtual: false,
  memberOnly: false,
  ...overrides,
});

export const home = (overrides: Partial<IntegralHome> = {}): IntegralHome => ({
  balance: 5680,
  pendingPoints: 118,
  expiringPoints: 120,
  signedToday: false,
  recommend: [commodity(), commodity({ commodityId: 'C002', name: '话费充值 10 元', points: 1000 })],
  unfinishedTasks: 2,
  ...overrides,
});

export const pending: PreIntegral[] = [
  { id: 'PP001', points: 88, title: '交易达标奖励', expireDate: '20261129' },
  { id: 'PP002', points: 30, title: '活动参与奖励', expireDate: '20261125' },
];

const days = ['20261116', '20261117', '20261118', '20261119', '20261120', '20261121', '20261122'];

export const signInStatus = (signedToday = false, streak = 5): SignInStatus => ({
  signedToday,
  continuousDays: streak,
  totalDays: streak,
  todayPoints: 10,
  balance: 5680,
  calendar: days.map((date, i) => ({ date, signed: i === 6 ? signedToday : i >= 6 - streak })),
  rewards: [
    { days: 3, points: 30, reached: streak >= 3, received: false },
    { days: 7, points: 100, reached: streak >= 7, received: false },
  ],
});

export const entry = (i: number, overrides: Partial<PointEntry> = {}): PointEntry => ({
  id: `PB${String(i).padStart(5, '0')}`,
  date: '20261122',
  time: `2026-11-22 10:${String(i % 60).padStart(2, '0')}:00`,
  type: '01',
  typeName: '获取',
  points: 10,
  title: '每日签到',
  balanceAfter: 5680 - i * 10,
  ...overrides,
});

export const noviceGifts = (overrides: Partial<NoviceGifts> = {}): NoviceGifts => ({
  available: '1',
  balance: 100,
  gifts: [
    { giftId: 'G01', name: '100 积分', points: 100, received: '1' },
    { giftId: 'G02', name: '免费提现券 3 张', points: 0, received: '0' },
    { giftId: 'G04', name: '首周签到 50 积分', points: 50, received: '0' },
  ],
  ...overrides,
});
