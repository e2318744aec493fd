// Activities and prize draws (docs/product.md §2 "Activities"; issue 36): the lottery machine, its
// rules, and the prizes won (two addresses, one screen). The other games join this list.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  { pattern: paths.activities.lotteryMachineHome, lazy: () => import('./screens/LotteryMachineHomeScreen') },
  {
    pattern: paths.activities.lotteryMachineRules,
    lazy: () => import('./screens/LotteryMachineRulesScreen'),
  },
  { pattern: paths.activities.commonPrizeList, lazy: () => import('./screens/PrizeListScreen') },
  { pattern: paths.activities.commonPrizeListAlt, lazy: () => import('./screens/PrizeListScreen') },
];

export const area: FeatureArea = { name: 'activities', title: '营销活动', routes };
