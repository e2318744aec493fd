// Points: the bill (earned and spent, newest first), pending points, sign-in days, the mall and
// its orders. The bill is generated forward and opened with a carried-over balance so it always
// ends exactly at the scenario's balance and never dips below zero. Its 每日签到 entries are the
// sign-in calendar's days, one each, so the calendar and the bill tell the same story.
import { DAY_MS, dateTime, startOfDay, ymd } from '../clock';
import type { Catalog } from '../catalog';
import type { Commodity, DeliveryAddress, IntegralOrder, MerchantProfile, PointEntry } from '../model';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';

const TYPE_NAMES = { '01': '获取', '02': '使用', '03': '过期' } as const;
/** What one day's sign-in earns. */
export const SIGN_IN_POINTS = 10;
const SIGN_IN_TITLE = '每日签到';
/** When the generated merchant signs in: 09:00 of the day. */
const SIGN_IN_HOUR_MS = 9 * 3600_000;

/** The sign-in days' starts: the `signInDays` days before today, so today is still open. */
function signInStarts(def: ScenarioDefinition, now: number): number[] {
  const today = startOfDay(now);
  return Array.from({ length: def.signInDays }, (_, i) => today - (def.signInDays - i) * DAY_MS);
}

export function pointEntry(
  id: string,
  at: number,
  type: PointEntry['type'],
  points: number,
  title: string,
  balanceAfter: number,
): PointEntry {
  return {
    id,
    date: ymd(at),
    time: dateTime(at),
    type,
    typeName: TYPE_NAMES[type],
    points,
    title,
    balanceAfter,
  };
}

export function generatePoints(def: ScenarioDefinition, catalog: Catalog, rng: Random, now: number) {
  const signIns = signInStarts(def, now).map((day) => day + SIGN_IN_HOUR_MS);
  const count = Math.max(0, def.points.billEntries - 1 - signIns.length);
  const span = Math.max(def.history.days, 1);
  const raw: Array<{ at: number; delta: number; title: string; signIn?: true }> = [];
  let running = 0;
  // The member-only goods came later: leaving them out keeps every scenario's generated bill as it was.
  const everyonesGoods = catalog.commodities.filter((c) => !c.memberOnly);
  const random = Array.from({ length: count }, () => ({
    at: now - rng.int(1, span * 24 * 3600) * 1000,
    signIn: false,
  }));
  const times = [...random, ...signIns.map((at) => ({ at, signIn: true }))].sort((a, b) => a.at - b.at);
  const earnedOrSpent = (at: number): { at: number; delta: number; title: string } => {
    const roll = rng.next();
    const commodity = rng.pick(everyonesGoods);
    if (roll < 0.12 && running >= commodity.points)
      return { at, delta: -commodity.points, title: `积分兑换：${commodity.name}` };
    if (roll < 0.15 && running >= 50) return { at, delta: -rng.int(10, 50), title: '积分过期' };
    const kind = rng.pick(['交易奖励', '任务奖励', '活动奖励'] as const);
    return { at, delta: kind === '交易奖励' ? rng.int(20, 120) : rng.int(50, 200), title: kind };
  };
  for (const { at, signIn } of times) {
    const entry = signIn
      ? { at, delta: SIGN_IN_POINTS, title: SIGN_IN_TITLE, signIn: true as const }
      : earnedOrSpent(at);
    raw.push(entry);
    running += entry.delta;
  }
  // Too many earnings for the target balance: drop the newest earnings until the opening fits (never a
  // sign-in: the calendar has it).
  while (def.points.balance - running < 0) {
    let idx = raw.length - 1;
    while (idx >= 0 && (raw[idx]!.delta <= 0 || raw[idx]!.signIn)) idx--;
    if (idx < 0) break;
    running -= raw[idx]!.delta;
    raw.splice(idx, 1);
  }
  const opening = def.points.balance - running;
  const openAt = now - (span + 1) * DAY_MS;
  const entries: PointEntry[] = [];
  let balance = 0;
  const all = [
    { at: openAt, delta: opening, title: def.history.days > 0 ? '期初积分结转' : '新手礼包' },
    ...raw,
  ];
  if (def.history.days === 0) all[0]!.at = now - 3600_000;
  all.forEach((r, i) => {
    balance += r.delta;
    const type = r.delta >= 0 ? '01' : r.title === '积分过期' ? '03' : '02';
    entries.push(pointEntry(`PB${String(i + 1).padStart(5, '0')}`, r.at, type, r.delta, r.title, balance));
  });
  entries.reverse();
  const pending =
    def.history.days > 0
      ? [
          { id: 'PP001', points: 88, title: '交易达标奖励', expireDate: ymd(now + 7 * DAY_MS) },
          { id: 'PP002', points: 30, title: '活动参与奖励', expireDate: ymd(now + 3 * DAY_MS) },
        ]
      : [];
  return { balance: def.points.balance, bill: entries, pending };
}

/** Sign-in days: the `signInDays` days before today, so today is still open; each is in the bill. */
export function generateSignIn(
  def: ScenarioDefinition,
  now: number,
): { days: string[]; receivedRewards: string[] } {
  return { days: signInStarts(def, now).map(ymd), receivedRewards: [] };
}

export function generateMall(catalog: Catalog): Commodity[] {
  return catalog.commodities.map((c) => ({
    ...c,
    image: `/h5/static/commodity/${c.commodityId}.png`,
    description: `${c.name}，市场参考价 ¥${c.marketPrice.toFixed(2)}，${c.isVirtual ? '兑换后自动发放到账户' : '兑换后 7 个工作日内发货'}。`,
  }));
}

export function defaultAddress(profile: MerchantProfile): DeliveryAddress[] {
  if (!profile.businessAddress) return [];
  return [
    {
      addressId: 'AD0001',
      name: profile.legalManName,
      phone: profile.phone,
      province: '上海市',
      city: '上海市',
      area: '黄浦区',
      detail: profile.businessAddress.replace(/^上海市黄浦区/, ''),
    },
  ];
}

/** Orders behind the bill's exchange entries, so the bill and the order list agree. */
export function ordersFromBill(
  bill: PointEntry[],
  mall: Commodity[],
  addresses: DeliveryAddress[],
): IntegralOrder[] {
  return bill
    .filter((e) => e.type === '02' && e.title.startsWith('积分兑换：'))
    .map((e, i) => {
      const name = e.title.slice('积分兑换：'.length);
      const commodity = mall.find((c) => c.name === name);
      return {
        orderNo: `IO${e.date}${String(i + 1).padStart(4, '0')}`,
        commodityId: commodity?.commodityId ?? '',
        commodityName: name,
        count: 1,
        points: -e.points,
        status: '03' as const,
        statusName: '已完成',
        createTime: e.time,
        address: commodity?.isVirtual ? null : (addresses[0] ?? null),
      };
    });
}
