// The task centre (docs/product.md §2 "Tasks"): the tasks with their progress and rewards, and the
// history of tasks done and rewards received. Tasks link into other areas only through paths.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { paths } from '../../config/paths';

const routes: AppRoute[] = [
  { pattern: paths.tasks.taskCenter, lazy: () => import('./screens/TaskCenterScreen') },
  { pattern: paths.tasks.taskCenterCompleted, lazy: () => import('./screens/TaskCenterCompletedScreen') },
  { pattern: paths.tasks.taskCenterReward, lazy: () => import('./screens/TaskCenterRewardScreen') },
];

export const area: FeatureArea = { name: 'tasks', title: '任务中心', routes };
