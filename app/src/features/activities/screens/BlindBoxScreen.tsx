import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PickOneGame } from '../components/PickOneGame';

export default function BlindBoxScreen() {
  return (
    <Screen pattern={paths.activities.boxIndex} title="开盲盒">
      <PickOneGame kind="box" />
    </Screen>
  );
}
