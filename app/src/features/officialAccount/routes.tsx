// The official account's sign-in and binding (docs/official-account.md): WeChat's authorize step,
// binding the merchant account with its mobile number and SMS code, and the results; and the official
// account's prize (SPEC's activities), which needs the same authorize step and binding.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  { pattern: paths.officialAccount.login, lazy: () => import('./screens/LoginScreen') },
  { pattern: paths.officialAccount.auth, lazy: () => import('./screens/AuthScreen') },
  { pattern: paths.officialAccount.bindResult, lazy: () => import('./screens/BindResultScreen') },
  { pattern: paths.officialAccount.registerResult, lazy: () => import('./screens/RegisterResultScreen') },
  { pattern: paths.activities.weChatActivityPage, lazy: () => import('./screens/WeChatActivityScreen') },
  {
    pattern: paths.activities.officialPrizeAuthorizePage,
    lazy: () => import('./screens/OfficialPrizeAuthorizeScreen'),
  },
  { pattern: paths.activities.officialPrize, lazy: () => import('./screens/OfficialPrizeScreen') },
];

export const area: FeatureArea = { name: 'officialAccount', title: '公众号登录、绑定与活动', routes };
