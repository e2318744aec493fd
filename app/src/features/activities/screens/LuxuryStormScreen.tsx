import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PickOneGame } from '../components/PickOneGame';

export default function LuxuryStormScreen() {
  return (
    <Screen pattern={paths.activities.luxuryStorm} title="豪礼风暴">
      <PickOneGame kind="luxuryStorm" />
    </Screen>
  );
}
