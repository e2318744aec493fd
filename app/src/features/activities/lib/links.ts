// The addresses the activities' screens link to, built from the route patterns (never by hand). Each
// game is a kind of activity (the server's `kind`): the screen that plays it and its rules.
import { fillPattern, type ActivityKind } from '@merchant-h5/sdk';
import { href, paths, type FixedPattern, type RoutePattern } from '../../../config/paths';

/**
 * A game's two screens: the one that plays it (`{activityId?}`) and its rules (`?activityId=`). A
 * game without a rules address (the March gift) shows its rules under its board.
 */
export interface GameRoutes {
  play: RoutePattern;
  rules?: FixedPattern;
  /** The same rules under a newer address (the scratch card's `shaveActivityNew`). */
  newerRules?: FixedPattern;
  /** The game's own list of what it gave (`{activityId}`: the refund-fee deductions); else 我的奖品. */
  prizes?: RoutePattern;
}

/** The games built so far, by the kind of activity each plays. */
export const GAMES = {
  lotteryMachine: { play: paths.activities.lotteryMachineHome, rules: paths.activities.lotteryMachineRules },
  smashEggs: { play: paths.activities.smashEggs, rules: paths.activities.smashRule },
  box: { play: paths.activities.boxIndex, rules: paths.activities.boxRules },
  shave: {
    play: paths.activities.shaveIndex,
    rules: paths.activities.shaveRules,
    newerRules: paths.activities.shaveNewRules,
  },
  doubleEleven: { play: paths.activities.doubleEleven, rules: paths.activities.doubleElevenRules },
  luxuryStorm: { play: paths.activities.luxuryStorm, rules: paths.activities.luxuryRules },
  gatherCard: { play: paths.activities.gatherCard, rules: paths.activities.gatherRule },
  // Its play address requires the activity: gameHref is only ever given a loaded activity's id.
  tradeRefundFee: {
    play: paths.activities.tradeRefundFee,
    rules: paths.activities.deductionRule,
    prizes: paths.activities.deductionPrizeList,
  },
  marchGift: { play: paths.activities.marchGift },
  // The trading campaign (交易活动): its address names no activity (the first of its kind, this
  // month's); what it gave is listed at /trade/received (TradeReceivedScreen).
  tradeActivity: { play: paths.tasks.tradeActivity, rules: paths.tasks.tradeActivityRules },
} as const satisfies Partial<Record<ActivityKind, GameRoutes>>;

export type GameKind = keyof typeof GAMES;

/** The game whose rules are at the route `pattern`. */
export const gameOfRules = (pattern: string): GameKind | undefined =>
  (Object.keys(GAMES) as GameKind[]).find((kind) => {
    const game: GameRoutes = GAMES[kind];
    return game.rules === pattern || game.newerRules === pattern;
  });

/** Whether the activity's kind is a game built here. */
export const isGame = (kind: string): kind is GameKind => Object.prototype.hasOwnProperty.call(GAMES, kind);

/**
 * The game of one activity ('' : the first of its kind). A game whose address names no activity (the
 * March gift) plays the first of its kind; one that requires it throws MissingRouteParamError for ''.
 */
export function gameHref(kind: GameKind, activityId: string): string {
  const { play }: GameRoutes = GAMES[kind];
  return fillPattern(play, activityId && play.includes('{activityId') ? { activityId } : {});
}

/**
 * Its rules (`?activityId=`: an activity's id, nothing personal; none: the first of its kind);
 * undefined for a game whose rules are on its own screen.
 */
export function rulesHref(kind: GameKind, activityId: string): string | undefined {
  const { rules }: GameRoutes = GAMES[kind];
  return rules === undefined ? undefined : href(rules, {}, activityId ? { activityId } : {});
}

/** The prizes won, of one activity ('' : all). */
export const prizesHref = (activityId: string) =>
  href(paths.activities.commonPrizeList, activityId ? { activityId } : {});

/** What one activity of the game gave: the game's own list when it has one, else its prizes won. */
export function gamePrizesHref(kind: GameKind, activityId: string): string {
  const { prizes }: GameRoutes = GAMES[kind];
  return prizes && activityId ? fillPattern(prizes, { activityId }) : prizesHref(activityId);
}
