import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { VvipView } from '../components/VvipView';

export default function VvipScreen() {
  return (
    <Screen pattern={paths.points.vvip} title="会员专享">
      <VvipView />
    </Screen>
  );
}
