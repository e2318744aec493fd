import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { NoviceGiftsView } from '../components/NoviceGiftsView';

export default function NoviceGiftsScreen() {
  return (
    <Screen pattern={paths.points.empty} title="新手专区">
      <NoviceGiftsView />
    </Screen>
  );
}
