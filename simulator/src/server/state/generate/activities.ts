// The activities of a scenario, from each one's configuration in the catalogue (pool, odds, stock,
// chances, guarantee, audience, dates from today), and the prizes the merchant already won.
import type { ChanceSource, DeliveryAddress, PrizePoolEntry, PrizeStatus } from '@merchant-h5/sdk';
import type { CatalogActivity } from '../activities';
import { DAY_MS, dateTime, parseYmd, startOfDay, ym, ymd } from '../clock';
import type { Catalog } from '../catalog';
import type { Activity, Prize } from '../model';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';

/** What taking part in a points activity (kind 'pointsMall') gives once: its one prize, in points. */
export const ATTEND_POINTS = 20;
/** A trade of at least this many yuan today earns a 'trade' chance. */
export const TRADE_CHANCE_MIN_YUAN = 100;
/** Goods won are claimed with a delivery address within this many days (the last day included). */
export const CLAIM_DAYS = 7;

export const PRIZE_STATUS_NAMES: Record<PrizeStatus, string> = {
  '1': '已发放',
  '2': '待领取',
  '3': '已领取',
  '4': '已过期',
};

const CHANCE_TEXTS: Record<ChanceSource['source'], (chances: number) => string> = {
  daily: (n) => `每天可抽 ${n} 次`,
  signIn: (n) => `今日签到后再得 ${n} 次`,
  trade: (n) => `今日单笔收款满 ${TRADE_CHANCE_MIN_YUAN} 元再得 ${n} 次`,
  task: (n) => `完成任务中心的任务再得 ${n} 次`,
};

function chanceSources(a: CatalogActivity): ChanceSource[] {
  const earned = (a.chanceSources ?? []).map(({ source, chances }) => ({ source, chances }));
  const daily = a.drawTimes ? [{ source: 'daily' as const, chances: a.drawTimes }] : [];
  return [...daily, ...earned].map((c) => ({ ...c, text: CHANCE_TEXTS[c.source](c.chances) }));
}

const AUDIENCE_RULES = { all: '', certified: '完成商户认证的商户可参与。', member: '付费会员专享。' };

/** Gather cards: what a complete set makes, as often as the merchant completes one (handlers/activities/cards.ts). */
function gatherCardRules(a: CatalogActivity, amount: number): string {
  const cards = (a.pool ?? []).filter((e) => e.prizeType === '07');
  return `<p>每次抽奖得到一张卡片（${cards.map((c) => c.prizeName).join('、')}）。集齐全部 ${cards.length} 张即可合成 ${amount.toFixed(2)} 元现金红包，合成时每种卡片各用去一张；再次集齐可再合成。</p>`;
}

/** The standard axis: what each level's trading gives, once. */
function axisRules(levels: NonNullable<CatalogActivity['levels']>): string {
  const each = levels.map((l) => `满 ${l.target} 元得${l.prizeName}`).join('；');
  return `<p>活动期间累计交易金额（成功收款减去退款）达到各档金额，即可领取该档奖励，每档限领一次：${each}。奖励领取后即时到账，活动结束后未领取的奖励不再发放。</p>`;
}

/** A trading campaign: what each tier of this month's card trades gives, once. */
function tradeActivityRules(levels: NonNullable<CatalogActivity['levels']>): string {
  const each = levels.map((l) => `满 ${l.target} 元得${l.prizeName}`).join('；');
  return [
    '<p>活动按自然月进行：本月内刷卡交易（刷卡消费、闪付，成功收款减去刷卡退货）累计金额达到各档金额，即可领取该档奖励，每档每月限领一次：',
    `${each}。</p>`,
    '<p>积分奖励即时计入积分明细，券类奖励放入“我的券”；扫码收款不计入本活动。月末未领取的奖励不再发放。</p>',
  ].join('');
}

/** A trading campaign runs the calendar month of `today`: its first and last day. */
function monthOf(today: number): { startDate: string; endDate: string } {
  const first = today - (Number(ymd(today).slice(6)) - 1) * DAY_MS;
  const next = ym(first + 32 * DAY_MS);
  return { startDate: ymd(first), endDate: ymd(parseYmd(`${next}01`) - DAY_MS) };
}

function rulesOf(a: CatalogActivity, sources: ChanceSource[]): string {
  const chances = sources.map((c) => c.text).join('；');
  const who = `${AUDIENCE_RULES[a.audience ?? 'all']}${chances ? `${chances}，当天有效。` : ''}`;
  const drawing = (a.pool ?? []).length > 0;
  return [
    who ? `<p>${who}</p>` : '',
    a.kind === 'officialPrize'
      ? '<p>在公众号中微信授权并绑定商户账号后即可领取，每个微信用户限领一次。</p>'
      : '',
    a.guaranteeAfter ? `<p>连续 ${a.guaranteeAfter} 次未中奖，下一次必中。</p>` : '',
    a.redPackAmount ? gatherCardRules(a, a.redPackAmount) : '',
    a.levels ? (a.kind === 'tradeActivity' ? tradeActivityRules(a.levels) : axisRules(a.levels)) : '',
    drawing
      ? '<p>红包、积分、券和手续费抵扣即时到账；实物奖品请在中奖后 7 天内填写收货地址领取，逾期视为放弃。</p>'
      : '',
    `<p>${drawing ? '奖品数量有限，抽完为止。' : ''}${a.name}活动最终解释权归平台所有。</p>`,
  ].join('');
}

// A points activity is taken part in once (integralAttend), not drawn: no draws, one points prize.
function pointsActivityTerms(name: string): Pick<Activity, 'drawTimes' | 'rules' | 'prizes'> {
  return {
    drawTimes: 0,
    rules: [
      `<p>活动期间每位商户可参与一次，参与即得 ${ATTEND_POINTS} 积分，积分实时到账，可在积分明细中查看。</p>`,
      '<p>积分可在积分商城兑换实物和虚拟商品；活动结束后不可再参与。</p>',
      `<p>${name}活动最终解释权归平台所有。</p>`,
    ].join(''),
    prizes: [
      {
        poolId: 'P1',
        prizeName: `${ATTEND_POINTS} 积分`,
        prizeType: '02',
        amount: ATTEND_POINTS,
        weight: 1,
        position: 0,
        stock: null,
      },
    ],
  };
}

export function generateActivities(catalog: Catalog, now: number): Activity[] {
  const today = startOfDay(now);
  return catalog.activities.map((a) => {
    const sources = chanceSources(a);
    return {
      activityId: a.activityId,
      kind: a.kind,
      name: a.name,
      startDate: ymd(today + a.startsIn * DAY_MS),
      endDate: ymd(today + a.days * DAY_MS),
      drawTimes: a.drawTimes ?? 0,
      progress: 0,
      target: a.kind === 'gatherCard' ? 5 : a.kind === 'standardAxis' ? 100 : 10,
      ...(a.kind === 'tradeActivity' ? monthOf(today) : {}),
      rules: rulesOf(a, sources),
      prizes: (a.pool ?? []).map((entry, position) => ({ ...entry, position })),
      chanceSources: sources,
      guaranteeAfter: a.guaranteeAfter ?? null,
      audience: a.audience ?? 'all',
      ...(a.redPackAmount !== undefined ? { redPackAmount: a.redPackAmount } : {}),
      ...(a.kind === 'pointsMall' ? pointsActivityTerms(a.name) : {}),
    };
  });
}

/**
 * One of `entries` by weight: an integer roll in [1, total] lands in the entry whose running sum
 * first reaches it, so every roll names an entry and each entry's odds are its weight over the total.
 * Entries of weight 0 are never drawn; undefined when no entry weighs anything.
 */
export function pickByWeight<T extends { weight: number }>(
  entries: readonly T[],
  rng: Random,
): T | undefined {
  const drawable = entries.filter((e) => e.weight > 0);
  const total = drawable.reduce((s, e) => s + e.weight, 0);
  if (total <= 0) return undefined;
  let roll = rng.int(1, total);
  for (const e of drawable) {
    roll -= e.weight;
    if (roll <= 0) return e;
  }
  return drawable.at(-1);
}

/** The prize `entry` gives, won at `at`: goods wait for a delivery address, the rest are issued. */
export function prizeOf(prizeId: string, activity: Activity, entry: PrizePoolEntry, at: number): Prize {
  const goods = entry.prizeType === '04';
  const status: PrizeStatus = goods ? '2' : '1';
  return {
    prizeId,
    activityId: activity.activityId,
    activityName: activity.name,
    prizeName: entry.prizeName,
    prizeType: entry.prizeType,
    amount: entry.amount,
    time: dateTime(at),
    status,
    statusName: PRIZE_STATUS_NAMES[status],
    claimDeadline: goods ? dateTime(at + CLAIM_DAYS * DAY_MS).slice(0, 10) : '',
    address: null,
  };
}

/** Sends claimed goods to `address`. */
export function claimPrize(prize: Prize, address: DeliveryAddress): void {
  prize.status = '3';
  prize.statusName = PRIZE_STATUS_NAMES['3'];
  prize.address = { ...address };
}

/** The days before today (at most 40 back) on which `activity` ran: [fewest days ago, most]. */
function daysItRan(activity: Activity, now: number): [number, number] {
  const daysAgo = (day: string) => Math.round((startOfDay(now) - parseYmd(day)) / DAY_MS);
  return [Math.max(1, daysAgo(activity.endDate)), Math.min(40, daysAgo(activity.startDate))];
}

/** Whether drawing the entry wins a prize: neither a miss ('00') nor a gather card ('07'). */
export const isPrize = (entry: PrizePoolEntry) => entry.prizeType !== '00' && entry.prizeType !== '07';

/** Whether the scenario's merchant is in the activity's audience (it did not turn member or certified lately). */
function inAudience(def: ScenarioDefinition, activity: Activity): boolean {
  if (activity.audience === 'certified') return def.certification === 'passed';
  return activity.audience !== 'member' || def.member !== null;
}

/**
 * Prizes won before today, never a miss, in activities that ran then and let the merchant in; goods
 * past their claim day went to the first delivery address when there is one (else they read as
 * expired). A merchant with prizes also has goods won yesterday, still to claim.
 */
export function generatePrizes(
  def: ScenarioDefinition,
  activities: Activity[],
  addresses: DeliveryAddress[],
  rng: Random,
  now: number,
): Prize[] {
  const played = activities.filter((a) => {
    const [latest, earliest] = daysItRan(a, now);
    return a.kind !== 'pointsMall' && inAudience(def, a) && latest <= earliest && a.prizes.some(isPrize);
  });
  // Some time between 08:00 and 22:00 of a day the activity ran.
  const wonAt = (activity: Activity, daysAgo = rng.int(...daysItRan(activity, now))) =>
    startOfDay(now) - daysAgo * DAY_MS + rng.int(8 * 3600, 22 * 3600) * 1000;
  const today = dateTime(now).slice(0, 10);
  const out: Prize[] = [];
  const id = () => `PZ${String(out.length + 1).padStart(5, '0')}`;
  for (let i = 0; i < def.prizes && played.length > 0; i++) {
    const activity = rng.pick(played);
    const entry = pickByWeight(activity.prizes.filter(isPrize), rng)!;
    const prize = prizeOf(id(), activity, entry, wonAt(activity));
    if (prize.status === '2' && prize.claimDeadline < today && addresses[0]) claimPrize(prize, addresses[0]);
    out.push(prize);
  }
  const withGoods =
    def.prizes > 0
      ? played.find((a) => daysItRan(a, now)[0] === 1 && a.prizes.some((p) => p.prizeType === '04'))
      : undefined;
  if (withGoods)
    out.push(
      prizeOf(
        id(),
        withGoods,
        withGoods.prizes.find((p) => p.prizeType === '04')!,
        wonAt(withGoods, 1),
      ),
    );
  return out.sort((a, b) => b.time.localeCompare(a.time));
}
