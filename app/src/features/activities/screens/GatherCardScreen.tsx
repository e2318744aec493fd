import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { GatherCardView } from '../components/GatherCardView';

export default function GatherCardScreen() {
  return (
    <Screen pattern={paths.activities.gatherCard} title="集卡赢红包">
      <GatherCardView />
    </Screen>
  );
}
