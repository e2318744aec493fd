// Coupons for sale, the coupon buy history and the membership of a scenario.
import { DAY_MS, dateTime, ymd } from '../clock';
import type { Catalog } from '../catalog';
import type { Coupon, CouponOrder, Member } from '../model';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';

export function generateCoupons(catalog: Catalog): Coupon[] {
  return catalog.coupons.map((c) => ({ ...c }));
}

export function couponOrder(orderNo: string, coupon: Coupon, count: number, at: number): CouponOrder {
  return {
    orderNo,
    couponId: coupon.id,
    couponName: coupon.name,
    count,
    amount: Math.round(coupon.price * count * 100) / 100,
    status: '02',
    statusName: '已支付',
    createTime: dateTime(at),
    payTime: dateTime(at + 30_000),
  };
}

export function generateCouponOrders(
  def: ScenarioDefinition,
  coupons: Coupon[],
  rng: Random,
  now: number,
): CouponOrder[] {
  const buyable = coupons.filter((c) => c.stock > 0);
  return Array.from({ length: def.couponOrders }, (_, i) => {
    const at = now - rng.int(1, Math.max(def.history.days, 1)) * DAY_MS - rng.int(0, 36_000) * 1000;
    return couponOrder(`CO${ymd(at)}${String(i + 1).padStart(4, '0')}`, rng.pick(buyable), rng.int(1, 2), at);
  }).sort((a, b) => b.createTime.localeCompare(a.createTime));
}

export function generateMember(def: ScenarioDefinition, catalog: Catalog, rng: Random, now: number): Member {
  const m = def.member;
  const cycleTasks = catalog.memberCycleTasks.map((t) => ({ ...t, progress: m ? rng.int(0, t.target) : 0 }));
  if (!m) {
    return {
      vipStatus: '0',
      levelName: '普通商户',
      openDate: null,
      expireDate: null,
      price: 99,
      privileges: catalog.memberPrivileges.map((p) => ({ ...p, used: 0 })),
      cycleTasks,
    };
  }
  const open = now - m.openDaysAgo * DAY_MS;
  return {
    vipStatus: '1',
    levelName: m.levelName,
    openDate: ymd(open),
    expireDate: ymd(open + m.validDays * DAY_MS),
    price: m.price,
    privileges: catalog.memberPrivileges.map((p) => ({ ...p, used: rng.int(0, Math.min(p.total, 2)) })),
    cycleTasks,
  };
}
