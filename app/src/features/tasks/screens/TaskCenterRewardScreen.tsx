import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { TaskHistoryView } from '../components/TaskHistoryView';

export default function TaskCenterRewardScreen() {
  return (
    <Screen pattern={paths.tasks.taskCenterReward} title="奖励记录">
      <TaskHistoryView kind="rewards" />
    </Screen>
  );
}
