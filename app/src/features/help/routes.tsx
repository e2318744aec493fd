// Help centre and abnormal-transaction recovery (docs/product.md §2 "Help and exception handling"):
// the help centre, its question lists and answers, the abnormal trades to handle, the recovery
// application and its progress. The device and service-fee screens under /help/ are their areas'.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';
import { prefetchAbnormalCheck } from './api/abnormal';

const routes: AppRoute[] = [
  { pattern: paths.help.index, lazy: () => import('./screens/HelpIndexScreen') },
  { pattern: paths.help.speed, lazy: () => import('./screens/SpeedScreen'), prefetch: prefetchAbnormalCheck },
  { pattern: paths.help.questionListPage, lazy: () => import('./screens/QuestionListScreen') },
  { pattern: paths.help.questionListTitlePage, lazy: () => import('./screens/QuestionAnswerScreen') },
  {
    pattern: paths.help.handleExceptionPage,
    lazy: () => import('./screens/HandleExceptionScreen'),
    prefetch: prefetchAbnormalCheck,
  },
  { pattern: paths.help.payExceptionPage, lazy: () => import('./screens/PayExceptionScreen') },
  {
    pattern: paths.help.payExceptionProgressPage,
    lazy: () => import('./screens/PayExceptionProgressScreen'),
  },
];

export const area: FeatureArea = { name: 'help', title: '帮助中心与异常交易', routes };
