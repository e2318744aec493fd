import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { StandardAxisView } from '../components/StandardAxisView';

export default function StandardAxisScreen() {
  return (
    <Screen pattern={paths.activities.standardAxis} title="达标奖励">
      <StandardAxisView />
    </Screen>
  );
}
