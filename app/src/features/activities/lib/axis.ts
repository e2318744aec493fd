// The standard axis (达标轴) in words: where the merchant stands (in the order the server refuses a
// level's reward), the next level and how much more trading reaches it, each level's state.
import type { ActivityInfo, AxisLevel } from '@merchant-h5/sdk';
import type { TimelineStep } from '../../../components/Timeline/Timeline';
import { formatYuan } from '../../../lib/format';

export type AxisState = 'ready' | 'notStarted' | 'ended' | 'ineligible';

export function axisState(a: Pick<ActivityInfo, 'status' | 'eligible'>): AxisState {
  if (a.status === '0') return 'notStarted';
  if (a.status === '2') return 'ended';
  return a.eligible ? 'ready' : 'ineligible';
}

/** The lowest level not reached yet and the yuan still to trade for it; undefined once all are. */
export function nextLevel(
  levels: readonly AxisLevel[],
  traded: number,
): { level: AxisLevel; remaining: number } | undefined {
  const level = levels.find((l) => l.status === '0' && l.target > traded);
  // In cents, so 10,000 − 9,999.99 is ¥0.01 and not 0.010000000000218.
  return level
    ? { level, remaining: (Math.round(level.target * 100) - Math.round(traded * 100)) / 100 }
    : undefined;
}

/**
 * Under the progress bar: how far the next level is, or that every level is reached. `trade` is what
 * counts ('交易'; a trading campaign's '刷卡交易').
 */
export function progressText(levels: readonly AxisLevel[], traded: number, trade = '交易'): string {
  const next = nextLevel(levels, traded);
  if (next) return `再${trade} ${formatYuan(next.remaining)} 可达第 ${next.level.level} 档`;
  return levels.length > 0 ? `已达成全部 ${levels.length} 档` : '';
}

/** A level's reward state in words; a reached level not received once the activity ended says so. */
export function levelStatusText(level: AxisLevel, state: AxisState): string {
  if (level.status === '2') return '已领取';
  if (level.status === '0') return '未达标';
  return state === 'ended' ? '未领取' : '待领取';
}

/**
 * The levels as the steps of a timeline: reached ones done, the next one current while the activity
 * runs (the merchant trades toward it), the rest to come; each with its reward and whether it was received.
 */
export function levelSteps(
  levels: readonly AxisLevel[],
  traded: number,
  state: AxisState,
  trade = '交易',
): TimelineStep[] {
  const next = state === 'ready' ? nextLevel(levels, traded)?.level : undefined;
  return levels.map((l) => ({
    title: `第 ${l.level} 档：${trade}满 ${formatYuan(l.target)}`,
    state: l.status !== '0' ? 'done' : l === next ? 'current' : 'todo',
    note: `奖励：${l.prizeName} · ${levelStatusText(l, state)}`,
  }));
}
