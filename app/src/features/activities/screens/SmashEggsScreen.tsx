import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PickOneGame } from '../components/PickOneGame';

export default function SmashEggsScreen() {
  return (
    <Screen pattern={paths.activities.smashEggs} title="砸金蛋">
      <PickOneGame kind="smashEggs" />
    </Screen>
  );
}
