import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { TaskCenterView } from '../components/TaskCenterView';

export default function TaskCenterScreen() {
  return (
    <Screen pattern={paths.tasks.taskCenter} title="任务中心">
      <TaskCenterView />
    </Screen>
  );
}
