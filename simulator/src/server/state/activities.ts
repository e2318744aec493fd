// The activities' state (handlers/activities/; their screens are still to come): the activities
// with their pools' stock left, the prizes won, every draw's record and each activity's play today.
import type {
  Activity,
  ActivityAudience,
  ActivityKind,
  AxisLevel,
  ChanceSource,
  PrizePoolEntry,
  Prize,
} from '@merchant-h5/sdk';

export type { Activity, Prize } from '@merchant-h5/sdk';

/**
 * One activity as fixtures/scenarios/catalog.json configures it. Days are counted from the day the
 * data is generated for, so every scenario, whatever its date, has activities running, one not
 * started and one ended. An activity without a `pool` draws nothing (gather cards, the standard axis,
 * the points activity, which has its own terms).
 */
export interface CatalogActivity {
  activityId: string;
  kind: ActivityKind;
  name: string;
  /** the first day, in days from today (negative: started that many days ago) */
  startsIn: number;
  /** the last day, in days from today (negative: ended that many days ago) */
  days: number;
  /** default 'all' */
  audience?: ActivityAudience;
  /** draws a day before any earned ones; default 0 */
  drawTimes?: number;
  /** more draws a day, each once its condition is met today (the texts are the server's) */
  chanceSources?: Array<{ source: Exclude<ChanceSource['source'], 'daily'>; chances: number }>;
  guaranteeAfter?: number | null;
  /** the game's entries in the order it shows them: an entry's position is its index */
  pool?: Array<Omit<PrizePoolEntry, 'position'>>;
  /** Gather cards: yuan of the red pack a complete set of the pool's cards ('07') makes. */
  redPackAmount?: number;
  /** The standard axis: its levels, lowest first (each merchant's status is worked out). */
  levels?: Array<Omit<AxisLevel, 'status'>>;
}

/** One draw, hit or miss: what a lost answer is recovered from. */
export interface DrawRecord {
  recordId: string;
  activityId: string;
  poolId: string;
  position: number;
  /** the prize won; null for a miss */
  prizeId: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
}

/** How far the merchant played one activity: today's draws and the misses toward the guarantee. */
export interface ActivityPlay {
  /** 'YYYYMMDD' the two counts below are of; another day starts them again */
  day: string;
  /** draws made that day */
  drawn: number;
  /** draws QA gave (or took, when negative) that day: PUT /__sim/activities `drawsLeft` */
  extra: number;
  /** misses in a row since the last prize, whatever the day */
  missesInRow: number;
}

/**
 * One standard axis (达标轴): its levels, copied from the catalogue when the state is made (so the
 * handlers need no catalogue, and a test may change them), and the levels received.
 */
export interface AxisPlay {
  levels: Array<Omit<AxisLevel, 'status'>>;
  /** oldest first; each level once, with the prize it gave (a retry is answered that prize) */
  received: Array<{ level: number; prizeId: string }>;
}

export interface ActivitiesState {
  /** with each pool entry's stock left */
  activities: Activity[];
  /** newest first */
  prizes: Prize[];
  /** oldest first */
  drawRecords: DrawRecord[];
  /** by activity id */
  activityPlay: Record<string, ActivityPlay>;
  /** Gather cards: by activity id, how many of each card (its pool entry's id) the merchant holds. */
  gatherCards: Record<string, Record<string, number>>;
  /** The standard axes, by activity id: their levels and those the merchant received. */
  axis: Record<string, AxisPlay>;
}
