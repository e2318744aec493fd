import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { TaskHistoryView } from '../components/TaskHistoryView';

export default function TaskCenterCompletedScreen() {
  return (
    <Screen pattern={paths.tasks.taskCenterCompleted} title="已完成的任务">
      <TaskHistoryView kind="completed" />
    </Screen>
  );
}
