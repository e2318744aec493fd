// Activities and prize draws (docs/product.md §2 "Activities"; issue 36): the games built so far —
// the lottery machine, smash eggs, the blind box, the scratch card, double eleven and luxury storm —
// each with its rules (one screen, GameRulesScreen), and the prizes won (two addresses,
// one screen). The other games join this list and lib/links.ts GAMES.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  { pattern: paths.activities.lotteryMachineHome, lazy: () => import('./screens/LotteryMachineHomeScreen') },
  { pattern: paths.activities.lotteryMachineRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.smashEggs, lazy: () => import('./screens/SmashEggsScreen') },
  { pattern: paths.activities.smashRule, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.boxIndex, lazy: () => import('./screens/BlindBoxScreen') },
  { pattern: paths.activities.boxRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.doubleEleven, lazy: () => import('./screens/DoubleElevenScreen') },
  { pattern: paths.activities.doubleElevenRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.luxuryStorm, lazy: () => import('./screens/LuxuryStormScreen') },
  { pattern: paths.activities.luxuryRules, lazy: () => import('./screens/GameRulesScreen') },
  // The "New" addresses are the same game and rules, under the newer path.
  { pattern: paths.activities.shaveIndex, lazy: () => import('./screens/ShaveActivityScreen') },
  { pattern: paths.activities.shaveRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.shaveNewIndex, lazy: () => import('./screens/ShaveActivityScreen') },
  { pattern: paths.activities.shaveNewRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.commonPrizeList, lazy: () => import('./screens/PrizeListScreen') },
  { pattern: paths.activities.commonPrizeListAlt, lazy: () => import('./screens/PrizeListScreen') },
];

export const area: FeatureArea = { name: 'activities', title: '营销活动', routes };
