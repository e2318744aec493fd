// Activities and prize draws (docs/product.md §2 "Activities"; issue 36): the games built so far —
// the lottery machine, smash eggs, the blind box, the scratch card, double eleven, luxury storm,
// the March gift — each with its rules (one screen, GameRulesScreen), and the prizes won (two
// addresses, one screen); the standard axis (达标轴) with its prizes; the trading campaign (交易活动)
// with the rewards received and its rules. The other games join this list
// and lib/links.ts GAMES.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchFirst, prefetchLazily } from '../../lib/firstQuery';
import { lotteryMachineFirst } from './firstCalls';

// Its endpoints arrive with the screen's code: the activities' api stays out of the area's module,
// which every activities screen loads.
const prefetchLotteryMachine = prefetchLazily(() =>
  import('./api/activity').then((api) => prefetchFirst(lotteryMachineFirst, api.activityApi.endpoints)),
);

const routes: AppRoute[] = [
  {
    pattern: paths.activities.lotteryMachineHome,
    lazy: () => import('./screens/LotteryMachineHomeScreen'),
    key: true,
    prefetch: prefetchLotteryMachine,
  },
  { pattern: paths.activities.lotteryMachineRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.smashEggs, lazy: () => import('./screens/SmashEggsScreen') },
  { pattern: paths.activities.smashRule, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.boxIndex, lazy: () => import('./screens/BlindBoxScreen') },
  { pattern: paths.activities.boxRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.doubleEleven, lazy: () => import('./screens/DoubleElevenScreen') },
  { pattern: paths.activities.doubleElevenRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.luxuryStorm, lazy: () => import('./screens/LuxuryStormScreen') },
  { pattern: paths.activities.luxuryRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.tradeRefundFee, lazy: () => import('./screens/TradeRefundFeeScreen') },
  { pattern: paths.activities.deductionRule, lazy: () => import('./screens/GameRulesScreen') },
  {
    pattern: paths.activities.deductionPrizeList,
    lazy: () => import('./screens/DeductionPrizeListScreen'),
  },
  { pattern: paths.activities.gatherCard, lazy: () => import('./screens/GatherCardScreen') },
  { pattern: paths.activities.gatherRule, lazy: () => import('./screens/GameRulesScreen') },
  // The standard axis has no rules address either: its rules are under its levels.
  { pattern: paths.activities.standardAxis, lazy: () => import('./screens/StandardAxisScreen') },
  {
    pattern: paths.activities.standardAxisMyPrize,
    lazy: () => import('./screens/StandardAxisPrizesScreen'),
  },
  // The March gift has no rules address: its rules are under its packs.
  { pattern: paths.activities.marchGift, lazy: () => import('./screens/MarchGiftScreen') },
  // The "New" addresses are the same game and rules, under the newer path.
  { pattern: paths.activities.shaveIndex, lazy: () => import('./screens/ShaveActivityScreen') },
  { pattern: paths.activities.shaveRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.shaveNewIndex, lazy: () => import('./screens/ShaveActivityScreen') },
  { pattern: paths.activities.shaveNewRules, lazy: () => import('./screens/GameRulesScreen') },
  { pattern: paths.activities.commonPrizeList, lazy: () => import('./screens/PrizeListScreen') },
  { pattern: paths.activities.commonPrizeListAlt, lazy: () => import('./screens/PrizeListScreen') },
  // The trading campaign (交易活动, issue 38): its progress and tiers, the rewards received, its rules.
  { pattern: paths.tasks.tradeActivity, lazy: () => import('./screens/TradeActivityScreen') },
  { pattern: paths.tasks.tradeReceived, lazy: () => import('./screens/TradeReceivedScreen') },
  { pattern: paths.tasks.tradeActivityRules, lazy: () => import('./screens/TradeActivityRulesScreen') },
];

export const area: FeatureArea = { name: 'activities', title: '营销活动', routes };
