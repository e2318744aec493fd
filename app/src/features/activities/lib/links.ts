// The addresses the activities' screens link to, built from the route patterns (never by hand). Each
// game is a kind of activity (the server's `kind`): the screen that plays it and its rules.
import type { ActivityKind } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';

/** A game's two screens: the one that plays it (`{activityId?}`) and its rules (`?activityId=`). */
export interface GameRoutes {
  play: string;
  rules: string;
  /** The same rules under a newer address (the scratch card's `shaveActivityNew`). */
  newerRules?: string;
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

/** The game of one activity ('' : the first of its kind). */
export const gameHref = (kind: GameKind, activityId: string) =>
  href(GAMES[kind].play, activityId ? { activityId } : {});

/** Its rules (`?activityId=`: an activity's id, nothing personal; none: the first of its kind). */
export const rulesHref = (kind: GameKind, activityId: string) =>
  href(GAMES[kind].rules, {}, activityId ? { activityId } : {});

/** The prizes won, of one activity ('' : all). */
export const prizesHref = (activityId: string) =>
  href(paths.activities.commonPrizeList, activityId ? { activityId } : {});
