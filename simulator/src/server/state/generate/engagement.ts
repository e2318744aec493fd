// Messages, tasks, activities and prizes of a scenario.
import { DAY_MS, dateTime, startOfDay, ymd } from '../clock';
import type { Catalog } from '../catalog';
import type { Activity, AppMessage, AppTask, Prize } from '../model';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';

/** Newest first; the newest `unread` messages are unread. */
export function generateMessages(
  def: ScenarioDefinition,
  catalog: Catalog,
  rng: Random,
  now: number,
): AppMessage[] {
  const templates = def.history.days > 0 ? catalog.messageTemplates : catalog.welcomeMessages;
  const span = Math.max(def.history.days, 1) * 24 * 3600;
  const times = Array.from({ length: def.messages.count }, (_, i) =>
    def.history.days > 0 ? now - rng.int(60, span) * 1000 : now - (i + 1) * 600_000,
  ).sort((a, b) => b - a);
  return times.map((at, i) => {
    const t = def.history.days > 0 ? rng.pick(templates) : templates[i % templates.length]!;
    return {
      id: `MSG${String(def.messages.count - i).padStart(5, '0')}`,
      type: t.type,
      typeName: t.typeName,
      title: t.title,
      content: `<p>${t.content}</p>`,
      date: ymd(at),
      createTime: dateTime(at),
      read: i >= def.messages.unread,
    };
  });
}

export function generateTasks(def: ScenarioDefinition, catalog: Catalog, rng: Random): AppTask[] {
  const certified = def.certification === 'passed';
  return catalog.tasks.map((t, i) => {
    const progress = certified ? (i === 0 ? t.target : rng.int(0, t.target)) : 0;
    const done = progress >= t.target;
    // The first finished task is already rewarded; later ones wait for the merchant to claim.
    const status: AppTask['status'] = !done ? '0' : i === 0 ? '2' : '1';
    return { ...t, progress, status };
  });
}

/** What taking part in a points activity (kind 'pointsMall') gives once: its one prize, in points. */
export const ATTEND_POINTS = 20;

// A points activity is taken part in once (integralAttend), not drawn: no draws, one points prize.
function pointsActivityTerms(name: string): Pick<Activity, 'drawTimes' | 'rules' | 'prizes'> {
  return {
    drawTimes: 0,
    rules: [
      `<p>活动期间每位商户可参与一次，参与即得 ${ATTEND_POINTS} 积分，积分实时到账，可在积分明细中查看。</p>`,
      '<p>积分可在积分商城兑换实物和虚拟商品；活动结束后不可再参与。</p>',
      `<p>${name}活动最终解释权归平台所有。</p>`,
    ].join(''),
    prizes: [{ prizeName: `${ATTEND_POINTS} 积分`, prizeType: '02', amount: ATTEND_POINTS, weight: 1 }],
  };
}

export function generateActivities(catalog: Catalog, now: number): Activity[] {
  const today = startOfDay(now);
  return catalog.activities.map((a, i) => ({
    activityId: a.activityId,
    kind: a.kind,
    name: a.name,
    startDate: ymd(today - (i + 1) * 2 * DAY_MS),
    endDate: ymd(today + a.days * DAY_MS),
    drawTimes: 3,
    progress: 0,
    target: a.kind === 'gatherCard' ? 5 : a.kind === 'standardAxis' ? 100 : 10,
    rules: `<p>活动时间内每位商户每天可参与 3 次。奖品以实际到账为准。</p><p>${a.name}活动最终解释权归平台所有。</p>`,
    prizes: catalog.prizes,
    ...(a.kind === 'pointsMall' ? pointsActivityTerms(a.name) : {}),
  }));
}

export function drawPrize(activity: Activity, rng: Random): Activity['prizes'][number] {
  const total = activity.prizes.reduce((s, p) => s + p.weight, 0);
  let roll = rng.int(1, Math.max(total, 1));
  for (const p of activity.prizes) {
    roll -= p.weight;
    if (roll <= 0) return p;
  }
  return activity.prizes[0]!;
}

export function generatePrizes(
  def: ScenarioDefinition,
  activities: Activity[],
  rng: Random,
  now: number,
): Prize[] {
  const out: Prize[] = [];
  // The points activity draws no prizes (and came later: leaving it out keeps the generated prizes).
  const drawing = activities.filter((a) => a.kind !== 'pointsMall');
  for (let i = 0; i < def.prizes && drawing.length > 0; i++) {
    const activity = rng.pick(drawing);
    const prize = drawPrize(activity, rng);
    const at = now - rng.int(1, 40) * DAY_MS;
    out.push({
      prizeId: `PZ${String(i + 1).padStart(5, '0')}`,
      activityId: activity.activityId,
      activityName: activity.name,
      prizeName: prize.prizeName,
      prizeType: prize.prizeType,
      amount: prize.amount,
      time: dateTime(at),
      status: '1',
      statusName: '已发放',
    });
  }
  return out.sort((a, b) => b.time.localeCompare(a.time));
}
