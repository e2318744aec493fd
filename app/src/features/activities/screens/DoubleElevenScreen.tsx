import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PickOneGame } from '../components/PickOneGame';

export default function DoubleElevenScreen() {
  return (
    <Screen pattern={paths.activities.doubleEleven} title="双十一拆红包">
      <PickOneGame kind="doubleEleven" />
    </Screen>
  );
}
